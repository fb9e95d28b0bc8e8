/*
 * <sceau-deposit deposit="embedId" size="icon|banner|panel" theme="light|dark|auto" lang="fr">: the
 * deposit's truthful state (timestamp qualified or not, anchored or pending) and, on request, checks
 * run in the visitor's browser by the verifier loaded on demand (verifier_loader.ts).
 * Properties are declared without decorators so the source type-checks under any consumer's
 * decorator settings (the web app imports it as TypeScript).
 */
import { LitElement, html, nothing, svg, type PropertyValues, type TemplateResult } from 'lit'
import { formatMessage, resolveLanguage, t, type Language, type MessageKey } from './i18n.js'
import { originOf, SCRIPT_URL } from './script_url.js'
import { styles } from './styles.js'
import { certificateUrl, fetchSummary, parseSummary, shortHash, type DepositSummary } from './summary.js'
import { loadVerifier } from './verifier_loader.js'
import type { EvidenceVerification, Verifier, VerifyMessageKey } from './verifier/api.js'

export const TAG_NAME = 'sceau-deposit'
export const STATE_CHANGE_EVENT = 'sceau-state-change'
export const FILE_CHECK_EVENT = 'sceau-file-check'
export const PROOF_CHECK_EVENT = 'sceau-proof-check'

export type DepositState = 'idle' | 'loading' | 'ready' | 'not-found' | 'error'
export type BadgeSize = 'icon' | 'banner' | 'panel'
export type BadgeTheme = 'light' | 'dark' | 'auto'

export interface StateChangeDetail {
  state: DepositState
  summary?: DepositSummary
}
export interface FileCheckDetail {
  fileName: string
  sha256: string
  identical: boolean
}
export interface ProofCheckDetail {
  verification: EvidenceVerification
}

type FileCheck =
  | { phase: 'hashing'; fileName: string; hashed: number; size: number }
  | { phase: 'done'; fileName: string; sha256: string; identical: boolean }
  | { phase: 'failed' }
type ProofCheck = { phase: 'running' } | { phase: 'done'; verification: EvidenceVerification } | { phase: 'failed' }

const SIZES: readonly string[] = ['icon', 'banner', 'panel']
const THEMES: readonly string[] = ['light', 'dark', 'auto']
const LAYERS = ['file', 'timestamp', 'securityHash', 'merkle', 'chain'] as const
const MARK = '\u0000'

export class SceauDepositElement extends LitElement {
  static override properties = {
    deposit: { type: String },
    language: { type: String, attribute: 'lang' },
    apiBase: { type: String, attribute: 'api-base' },
    size: { type: String, reflect: true },
    theme: { type: String, reflect: true },
    data: { attribute: false },
    state: { state: true },
    summary: { state: true },
    fileCheck: { state: true },
    proofCheck: { state: true },
    verifier: { state: true },
    verifierState: { state: true },
    dropOpen: { state: true },
  }

  /** How the verifier is loaded (from the badge's folder or the platform, see verifier_loader.ts); tests replace it. */
  static loadVerifier: (apiBase: string) => Promise<Verifier> = (apiBase) => loadVerifier(apiBase)

  /** The deposit's public embed id. */
  declare deposit: string | undefined
  /** Mirrors the element's own lang attribute; the nearest [lang] ancestor applies otherwise, then French. */
  declare language: string | undefined
  /** Platform origin for the API and the certificate link. Default: where this script was loaded from. */
  declare apiBase: string
  /** icon (a seal that opens the details), banner (one line) or panel (the full card with the checks). */
  declare size: string
  /** light, dark, or auto (follows prefers-color-scheme). */
  declare theme: string
  /** A summary given directly: rendered as is, nothing is fetched. */
  declare data: DepositSummary | undefined
  declare protected state: DepositState
  declare private summary: DepositSummary | undefined
  declare private fileCheck: FileCheck | undefined
  declare private proofCheck: ProofCheck | undefined
  declare private verifier: Verifier | undefined
  declare private verifierState: 'loading' | 'failed' | undefined
  declare private dropOpen: boolean
  #controller: AbortController | undefined
  #lastHash: string | undefined

  constructor() {
    super()
    this.apiBase = originOf(SCRIPT_URL)
    this.size = 'panel'
    this.theme = 'light'
    this.state = 'idle'
    this.dropOpen = false
  }

  /** The language the badge speaks. */
  get currentLanguage(): Language {
    return resolveLanguage(this.language, this.parentElement?.closest('[lang]')?.getAttribute('lang'))
  }

  /** The state shown: idle (nothing to show), loading, ready, not-found or error. */
  get depositState(): DepositState {
    return this.state
  }

  get currentSize(): BadgeSize {
    return (SIZES.includes(this.size) ? this.size : 'panel') as BadgeSize
  }

  get currentTheme(): BadgeTheme {
    return (THEMES.includes(this.theme) ? this.theme : 'light') as BadgeTheme
  }

  override connectedCallback(): void {
    super.connectedCallback()
    // A removal cancels the request; coming back into the page must not leave the badge loading forever.
    if (this.hasUpdated && this.state === 'loading') this.#load()
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    this.#controller?.abort()
  }

  protected override willUpdate(changed: PropertyValues): void {
    if (changed.has('data') || changed.has('deposit') || changed.has('apiBase')) this.#load()
  }

  protected override updated(changed: PropertyValues): void {
    if (changed.has('state') || changed.has('summary')) {
      this.#emit<StateChangeDetail>(STATE_CHANGE_EVENT, { state: this.state, summary: this.summary })
    }
  }

  /** Fetches the summary again (the error state's retry button does this). */
  reload(): void {
    this.#load()
  }

  /** Hashes a file in the browser (never uploaded) and says whether it is the deposited one. */
  async checkFile(file: File): Promise<FileCheckDetail | undefined> {
    const summary = this.summary
    const verifier = await this.#verifier()
    if (!summary || !verifier) return undefined
    this.fileCheck = { phase: 'hashing', fileName: file.name, hashed: 0, size: file.size }
    try {
      const sha256 = await verifier.hashFile(file, (hashed) => {
        if (this.fileCheck?.phase === 'hashing') this.fileCheck = { ...this.fileCheck, hashed }
      })
      const detail = { fileName: file.name, sha256, identical: sha256 === summary.sha256 }
      this.#lastHash = sha256
      this.fileCheck = { phase: 'done', ...detail }
      this.#emit<FileCheckDetail>(FILE_CHECK_EVENT, detail)
      return detail
    } catch {
      this.fileCheck = { phase: 'failed' }
      return undefined
    }
  }

  /** Verifies the deposit's proof in the browser, with the last file checked if any. */
  async checkProof(): Promise<EvidenceVerification | undefined> {
    const summary = this.summary
    const verifier = await this.#verifier()
    if (!summary || !verifier) return undefined
    this.proofCheck = { phase: 'running' }
    try {
      const verification = await verifier.verifyProof({ apiBase: this.apiBase, certificateToken: summary.certificateToken, fileSha256: this.#lastHash })
      this.proofCheck = { phase: 'done', verification }
      this.#emit<ProofCheckDetail>(PROOF_CHECK_EVENT, { verification })
      return verification
    } catch {
      this.proofCheck = { phase: 'failed' }
      return undefined
    }
  }

  async #verifier(): Promise<Verifier | undefined> {
    if (this.verifier) return this.verifier
    this.verifierState = 'loading'
    try {
      this.verifier = await (this.constructor as typeof SceauDepositElement).loadVerifier(this.apiBase)
      this.verifierState = undefined
    } catch {
      this.verifierState = 'failed'
    }
    return this.verifier
  }

  #emit<T>(type: string, detail: T) {
    this.dispatchEvent(new CustomEvent<T>(type, { detail, bubbles: true, composed: true }))
  }

  #load(): void {
    this.#controller?.abort()
    this.#controller = undefined
    this.fileCheck = this.proofCheck = this.#lastHash = undefined
    if (this.data !== undefined) {
      this.summary = parseSummary(this.data) ?? undefined
      this.state = this.summary ? 'ready' : 'error'
      return
    }
    this.summary = undefined
    if (!this.deposit) {
      this.state = 'idle'
      return
    }
    const controller = (this.#controller = new AbortController())
    this.state = 'loading'
    fetchSummary(this.apiBase, this.deposit, { language: this.currentLanguage, signal: controller.signal }).then(
      (result) => {
        if (controller.signal.aborted) return
        this.summary = result.status === 'ready' ? result.summary : undefined
        this.state = result.status
      },
      () => {
        // Only an abort rejects: a newer request or a removal took over.
      }
    )
  }

  protected override render() {
    const lang = this.currentLanguage
    switch (this.state) {
      case 'idle':
        return nothing
      case 'loading':
        return html`<div part="badge" class="badge muted" role="status" aria-busy="true" lang=${lang}>
          ${ring(false)}<span>${t(lang, 'state.loading')}</span>
        </div>`
      case 'not-found':
        return html`<div part="badge" class="badge muted" role="status" lang=${lang}>${ring(true)}<span>${t(lang, 'state.notFound')}</span></div>`
      case 'error':
        return html`<div part="badge" class="badge muted" role="status" lang=${lang}>
          ${ring(true)}<span>${t(lang, 'state.error')}</span>
          ${
            this.data === undefined && this.deposit
              ? html`<button part="retry" type="button" @click=${() => this.reload()}>${t(lang, 'state.retry')}</button>`
              : nothing
          }
        </div>`
      case 'ready':
        return this.summary ? this.#renderSummary(lang, this.summary) : nothing
    }
  }

  #renderSummary(lang: Language, summary: DepositSummary) {
    const title = t(lang, 'deposit.title')
    const sealed = summary.state === 'protected' || summary.state === 'renewal_due' || summary.state === 'expired'
    const when = new Date(summary.depositedAt)
    const day = new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(when)
    const facts = [
      t(lang, 'deposit.depositedOn', { date: day }),
      t(lang, summary.qualified ? 'timestamp.qualified' : 'timestamp.notQualified'),
      summary.anchor.state === 'anchored'
        ? t(lang, 'anchor.anchored', { tx: shortHash(summary.anchor.transactionHash ?? '') })
        : t(lang, summary.anchor.state === 'none' ? 'anchor.none' : 'anchor.pending'),
    ]
    const size = this.currentSize
    if (size === 'panel') {
      return html`<section part="badge" class="badge panel" aria-label=${`Sceau: ${title}`} lang=${lang}>
        ${seal(sealed)}${this.#renderCard(lang, summary, sealed)}
      </section>`
    }
    const label = `Sceau: ${title}. ${facts.join('. ')}. ${t(lang, 'deposit.details')}`
    return html`<details part="badge" class="badge ${size}" lang=${lang}>
      <summary aria-label=${size === 'icon' ? label : nothing} title=${size === 'icon' ? label : nothing}>
        ${seal(sealed)}${size === 'banner' ? html`<span class="line"><strong>Sceau</strong> · ${facts.join(' · ')}</span>` : nothing}
      </summary>
      <div class="pop">${this.#renderCard(lang, summary, sealed)}</div>
    </details>`
  }

  #renderCard(lang: Language, summary: DepositSummary, sealed: boolean) {
    const when = new Date(summary.depositedAt)
    const day = new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(when)
    const exact = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'long' }).format(when)
    const [before, after] = t(lang, 'deposit.depositedOn', { date: MARK }).split(MARK)
    const title = t(lang, 'deposit.title')
    const link = certificateUrl(this.apiBase, lang, summary.certificateToken)
    const newTab = t(lang, 'deposit.newTab')
    const linkLabel = `${t(lang, 'deposit.certificateLabel', { fileName: summary.fileName })} ${newTab}`
    const status: MessageKey | undefined =
      summary.state === 'expired' ? 'status.expired' : summary.state === 'cancelled' ? 'status.cancelled' : sealed ? undefined : 'status.inProgress'
    return html`<div class="body">
      <p class="title"><strong>Sceau</strong> · ${title}</p>
      <p class="date">${before}<time datetime=${when.toISOString()} title=${exact}>${day}</time>${after}</p>
      <dl>
        <div>
          <dt>${t(lang, 'deposit.fileName')}</dt>
          <dd class="file" title=${summary.fileName}>${summary.fileName}</dd>
        </div>
        <div>
          <dt>${t(lang, 'deposit.fingerprint')}</dt>
          <dd><code title=${summary.sha256}>${shortHash(summary.sha256)}</code></dd>
        </div>
        ${
          summary.number
            ? html`<div>
                <dt>${t(lang, 'deposit.number')}</dt>
                <dd class="number">${summary.number}</dd>
              </div>`
            : nothing
        }
      </dl>
      <ul class="facts">
        ${status ? html`<li class="status" data-state=${summary.state}>${mark(false)}${t(lang, status)}</li>` : nothing}
        <li class="qualification" data-qualified=${summary.qualified ? 'yes' : 'no'} title=${summary.tsa ?? nothing}>
          ${mark(summary.qualified)}${t(lang, summary.qualified ? 'timestamp.qualified' : 'timestamp.notQualified')}
        </li>
        <li class="anchor" data-anchor=${summary.anchor.state}>${mark(summary.anchor.state === 'anchored')}${this.#renderAnchor(lang, summary, newTab)}</li>
      </ul>
      <a part="link" href=${link} target="_blank" rel="noopener" aria-label=${linkLabel}>${t(lang, 'deposit.certificate')}</a>
      ${sealed ? this.#renderActions(lang, summary) : nothing}
    </div>`
  }

  #renderAnchor(lang: Language, summary: DepositSummary, newTab: string) {
    const { anchor } = summary
    if (anchor.state === 'none') return t(lang, 'anchor.none')
    if (anchor.state !== 'anchored' || !anchor.transactionHash) return t(lang, 'anchor.pending')
    const tx = anchor.transactionHash
    const [before, after] = t(lang, 'anchor.anchored', { tx: MARK }).split(MARK)
    const shown = anchor.explorerUrl
      ? html`<a
          part="transaction"
          class="tx"
          href=${anchor.explorerUrl}
          target="_blank"
          rel="noopener"
          aria-label=${`${t(lang, 'anchor.txLabel', { tx })} ${newTab}`}
          ><code title=${tx}>${shortHash(tx)}</code></a
        >`
      : html`<code class="tx" title=${tx}>${shortHash(tx)}</code>`
    return html`${before}${shown}${after}`
  }

  #renderActions(lang: Language, summary: DepositSummary) {
    const v = (key: VerifyMessageKey, values: Record<string, string> = {}) => (this.verifier ? formatVerify(this.verifier, lang, key, values) : '')
    return html`<div class="actions">
        <button part="action" type="button" aria-expanded=${this.dropOpen ? 'true' : 'false'} @click=${() => (this.dropOpen = !this.dropOpen)}>
          ${t(lang, 'action.verifyFile')}
        </button>
        <button part="action" type="button" ?disabled=${this.proofCheck?.phase === 'running'} @click=${() => void this.checkProof()}>
          ${t(lang, 'action.verifyProof')}
        </button>
      </div>
      ${
        this.dropOpen
          ? html`<label class="drop" @dragover=${over} @dragenter=${over} @drop=${(event: DragEvent) => this.#dropped(event)}>
              <span>${t(lang, 'drop.label')}</span>
              <input type="file" @change=${(event: Event) => this.#chosen(event)} />
              <small>${t(lang, 'drop.private')}</small>
            </label>`
          : nothing
      }
      <div class="results" role="status" aria-live="polite">
        ${this.verifierState ? html`<p class="verifier" data-verifier=${this.verifierState}>${t(lang, `verifier.${this.verifierState}`)}</p>` : nothing}
        ${this.#renderFileCheck(v, summary)} ${this.#renderProofCheck(v, summary.anchor.state === 'none')}
      </div>`
  }

  #renderFileCheck(v: (key: VerifyMessageKey, values?: Record<string, string>) => string, _summary: DepositSummary): TemplateResult | typeof nothing {
    const check = this.fileCheck
    if (!check) return nothing
    if (check.phase === 'hashing') {
      const percent = check.size ? Math.floor((check.hashed / check.size) * 100) : 0
      return html`<p class="file-check" data-match="pending">
        ${v('hash.progress', { percent: `${percent} %` })}<progress max="100" value=${percent}></progress>
      </p>`
    }
    if (check.phase === 'failed') return html`<p class="file-check" data-match="error">${v('hash.failed')}</p>`
    return html`<p class="file-check" data-match=${check.identical ? 'identical' : 'different'} title=${check.sha256}>
      ${mark(check.identical, true)}${v(check.identical ? 'hash.identical' : 'hash.different', { fileName: check.fileName })}
    </p>`
  }

  #renderProofCheck(v: (key: VerifyMessageKey, values?: Record<string, string>) => string, noChain: boolean): TemplateResult | typeof nothing {
    const check = this.proofCheck
    if (!check) return nothing
    if (check.phase === 'running') return html`<p class="proof-check" data-verdict="running">${v('proof.running')}</p>`
    if (check.phase === 'failed') return html`<p class="proof-check" data-verdict="unavailable">${v('proof.unavailable')}</p>`
    const { verification } = check
    // An instance without a chain: the summary says so, and so does the evidence (anchorStatus, absent from older instances).
    const unanchored = noChain || verification.anchorStatus === 'none'
    return html`<div class="proof-check" data-verdict=${verification.ok ? 'valid' : 'invalid'}>
      <p class="verdict">${mark(verification.ok, true)}${v(verification.ok ? 'proof.valid' : 'proof.invalid')}</p>
      <ul class="layers">
        ${LAYERS.map((layer) => {
          const result = verification.layers[layer]
          if (!result) return nothing
          const outcome = result.skipped ? 'skipped' : result.ok ? 'ok' : 'failed'
          const said = reasonKey(layer, outcome, unanchored)
          // The tooltip says precisely why, in the visitor's language (the verifier's own reason is English, for logs).
          return html`<li
            data-layer=${layer}
            data-result=${outcome}
            data-by=${result.checkedBy}
            title=${v(tooltipKey(layer, outcome, unanchored, verification.anchored) ?? said)}
          >
            ${outcome === 'skipped' ? mark(false) : mark(result.ok, true)}
            <strong>${v(`layer.${layer}`)}</strong> — ${v(`result.${outcome}`)}, ${v(result.checkedBy === 'local' ? 'by.local' : 'by.server')}. ${v(said)}
          </li>`
        })}
        <li data-layer="qualified" data-by="server">${mark(false)}${v('proof.qualifiedClaim')}</li>
      </ul>
    </div>`
  }

  #chosen(event: Event) {
    const input = event.target as HTMLInputElement
    const file = input.files?.[0]
    if (file) void this.checkFile(file)
    input.value = ''
  }

  #dropped(event: DragEvent) {
    event.preventDefault()
    const file = event.dataTransfer?.files[0]
    if (file) void this.checkFile(file)
  }

  static override styles = styles
}

function over(event: DragEvent) {
  event.preventDefault()
}

type Layer = (typeof LAYERS)[number]
type Outcome = 'ok' | 'failed' | 'skipped'

/** The line under a layer. Without a chain the Merkle and chain layers are skipped for good: never "anchor pending". */
function reasonKey(layer: Layer, outcome: Outcome, noChain: boolean): VerifyMessageKey {
  return noChain && outcome === 'skipped' && (layer === 'merkle' || layer === 'chain') ? 'reason.noChain' : `reason.${layer}.${outcome}`
}

/** A skipped chain layer's tooltip says which of its two reasons applies; null: the line under the layer says it already. */
function tooltipKey(layer: Layer, outcome: Outcome, noChain: boolean, anchored: boolean): VerifyMessageKey | null {
  if (layer !== 'chain' || outcome !== 'skipped' || noChain) return null
  return anchored ? 'reason.chain.noNode' : 'reason.chain.pending'
}

function formatVerify(verifier: Verifier, lang: Language, key: VerifyMessageKey, values: Record<string, string>): string {
  return formatMessage(verifier.messages[lang]?.[key] ?? verifier.messages.fr[key] ?? key, values)
}

/* Decorative icons: the seal carries a check only for a sealed deposit, never for the other states. */
function seal(sealed: boolean) {
  return html`<svg class="seal" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" stroke-width="1.5" stroke-dasharray="2 1.2" />
    <circle cx="12" cy="12" r="7" fill="currentColor" />
    ${sealed ? svg`<path d="M8.8 12.2l2.2 2.2 4.3-4.6" fill="none" stroke="#fff" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" />` : nothing}
  </svg>`
}

function ring(problem: boolean) {
  return html`<svg class=${problem ? 'problem' : 'pending'} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" stroke-width="1.5" stroke-dasharray="2 1.2" />
    ${problem ? svg`<path d="M12 7v6.5M12 16.5v.5" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" />` : nothing}
  </svg>`
}

/* A tick only for what is true; "–" for what is not (yet); "✗" for a failed check. */
function mark(ok: boolean, failedIsCross = false) {
  return html`<span class="mark ${ok ? 'ok' : failedIsCross ? 'ko' : 'no'}" aria-hidden="true">${ok ? '✓' : failedIsCross ? '✗' : '–'}</span>`
}

declare global {
  interface HTMLElementTagNameMap {
    [TAG_NAME]: SceauDepositElement
  }
}
