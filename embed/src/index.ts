/* @sceau/embed: importing this module defines <sceau-deposit> (once, even if a page loads it twice). */
import { SceauDepositElement, TAG_NAME } from './SceauDepositElement.js'

if (!customElements.get(TAG_NAME)) customElements.define(TAG_NAME, SceauDepositElement)

export { SceauDepositElement, TAG_NAME, STATE_CHANGE_EVENT, FILE_CHECK_EVENT, PROOF_CHECK_EVENT } from './SceauDepositElement.js'
export type { BadgeSize, BadgeTheme, DepositState, FileCheckDetail, ProofCheckDetail, StateChangeDetail } from './SceauDepositElement.js'
export type { DepositSummary } from './summary.js'
export type { EvidenceVerification } from './verifier/api.js'
export { LANGUAGES, DEFAULT_LANGUAGE, resolveLanguage } from './i18n.js'
export type { Language } from './i18n.js'
