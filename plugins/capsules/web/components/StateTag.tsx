import { useTranslation } from 'react-i18next'
import type { CapsuleState } from '../../shared/types.js'
import { STATE_TONES } from '../lib.js'

/** A capture's state as a coloured tag (capturing, uploading, depositing, protected, failed). */
export function StateTag({ state }: { state: CapsuleState }) {
  const { t } = useTranslation('capsules', { keyPrefix: 'states' })
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_TONES[state]}`}>{t(state)}</span>
}
