/*
 * <sceau-deposit deposit="embedId" lang="fr" api-base="https://platform">: a compact, accessible badge
 * that shows when a file was deposited with Sceau and links to its public certificate.
 * Properties are declared without decorators so the source type-checks under any consumer's
 * decorator settings (the web app imports it as TypeScript).
 */
import { LitElement, css, html, nothing, svg, type PropertyValues } from 'lit'
import { resolveLanguage, t, type Language } from './i18n.js'
import { certificateUrl, fetchSummary, parseSummary, shortHash, type DepositSummary } from './summary.js'

export const TAG_NAME = 'sceau-deposit'
export const STATE_CHANGE_EVENT = 'sceau-state-change'

export type DepositState = 'idle' | 'loading' | 'ready' | 'not-found' | 'error'

export interface StateChangeDetail {
  state: DepositState
  summary?: DepositSummary
}

/* The script is served by the platform, so its origin is the default API base (relative on file: or data:). */
const SCRIPT_ORIGIN = (() => {
  try {
    const url = new URL(import.meta.url)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : ''
  } catch {
    return ''
  }
})()

const MARK = '\u0000'

export class SceauDepositElement extends LitElement {
  static override properties = {
    deposit: { type: String },
    language: { type: String, attribute: 'lang' },
    apiBase: { type: String, attribute: 'api-base' },
    data: { attribute: false },
    state: { state: true },
    summary: { state: true },
  }

  /** The deposit's public embed id. */
  declare deposit: string | undefined
  /** Mirrors the element's own lang attribute; the nearest [lang] ancestor applies otherwise, then French. */
  declare language: string | undefined
  /** Platform origin for the API and the certificate link. Default: where this script was loaded from. */
  declare apiBase: string
  /** A summary given directly: rendered as is, nothing is fetched. */
  declare data: DepositSummary | undefined
  declare protected state: DepositState
  declare private summary: DepositSummary | undefined
  #controller: AbortController | undefined

  constructor() {
    super()
    this.apiBase = SCRIPT_ORIGIN
    this.state = 'idle'
  }

  /** The language the badge speaks. */
  get currentLanguage(): Language {
    return resolveLanguage(this.language, this.parentElement?.closest('[lang]')?.getAttribute('lang'))
  }

  /** The state shown: idle (nothing to show), loading, ready, not-found or error. */
  get depositState(): DepositState {
    return this.state
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
      const detail: StateChangeDetail = { state: this.state, summary: this.summary }
      this.dispatchEvent(new CustomEvent<StateChangeDetail>(STATE_CHANGE_EVENT, { detail, bubbles: true, composed: true }))
    }
  }

  /** Fetches the summary again (the error state's retry button does this). */
  reload(): void {
    this.#load()
  }

  #load(): void {
    this.#controller?.abort()
    this.#controller = undefined
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
    const when = new Date(summary.depositedAt)
    const day = new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(when)
    const exact = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'long' }).format(when)
    const [before, after] = t(lang, 'deposit.depositedOn', { date: MARK }).split(MARK)
    const title = t(lang, 'deposit.title')
    const link = certificateUrl(this.apiBase, lang, summary.certificateToken)
    const linkLabel = `${t(lang, 'deposit.certificateLabel', { fileName: summary.fileName })} ${t(lang, 'deposit.newTab')}`
    return html`<section part="badge" class="badge" aria-label=${`Sceau: ${title}`} lang=${lang}>
      ${seal()}
      <div class="body">
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
        </dl>
        <a part="link" href=${link} target="_blank" rel="noopener" aria-label=${linkLabel}>${t(lang, 'deposit.certificate')}</a>
      </div>
    </section>`
  }

  static override styles = css`
    :host {
      display: inline-block;
      max-width: 100%;
      font: inherit;
      font-size: 0.875rem;
      line-height: 1.4;
      color: var(--sceau-fg, #1e293b);
    }
    :host([hidden]) {
      display: none;
    }
    .badge {
      display: flex;
      gap: 0.75rem;
      align-items: flex-start;
      box-sizing: border-box;
      max-width: 100%;
      padding: 0.75rem 1rem;
      border: 1px solid var(--sceau-border, #cbd5e1);
      border-radius: var(--sceau-radius, 0.5rem);
      background: var(--sceau-bg, #fff);
    }
    .muted {
      align-items: center;
      color: var(--sceau-muted, #475569);
    }
    svg {
      flex: none;
      width: 2rem;
      height: 2rem;
      color: var(--sceau-accent, #1d4ed8);
    }
    svg.problem {
      color: var(--sceau-muted, #475569);
    }
    svg.pending {
      animation: turn 6s linear infinite;
    }
    @keyframes turn {
      to {
        transform: rotate(1turn);
      }
    }
    @media (prefers-reduced-motion: reduce) {
      svg.pending {
        animation: none;
      }
    }
    .body {
      min-width: 0;
    }
    p,
    dl,
    dd {
      margin: 0;
    }
    .date {
      font-weight: 600;
    }
    dl {
      margin: 0.25rem 0;
      color: var(--sceau-muted, #475569);
    }
    dl div {
      display: flex;
      gap: 0.5ch;
    }
    dt::after {
      content: ':';
    }
    [lang='fr'] dt::after {
      content: '\\00a0:';
    }
    .file {
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    code {
      font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    }
    a {
      color: var(--sceau-accent, #1d4ed8);
      font-weight: 600;
    }
    a:focus-visible,
    button:focus-visible {
      outline: 2px solid var(--sceau-accent, #1d4ed8);
      outline-offset: 2px;
    }
    button {
      font: inherit;
      padding: 0.25rem 0.75rem;
      border: 1px solid currentColor;
      border-radius: 0.375rem;
      background: transparent;
      color: inherit;
      cursor: pointer;
      white-space: nowrap;
    }
  `
}

/* Decorative icons: the seal with a check only when a deposit is shown, never for the other states. */
function seal() {
  return html`<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" stroke-width="1.5" stroke-dasharray="2 1.2" />
    <circle cx="12" cy="12" r="7" fill="currentColor" />
    <path d="M8.8 12.2l2.2 2.2 4.3-4.6" fill="none" stroke="#fff" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" />
  </svg>`
}

function ring(problem: boolean) {
  return html`<svg class=${problem ? 'problem' : 'pending'} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" stroke-width="1.5" stroke-dasharray="2 1.2" />
    ${problem ? svg`<path d="M12 7v6.5M12 16.5v.5" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" />` : nothing}
  </svg>`
}

declare global {
  interface HTMLElementTagNameMap {
    [TAG_NAME]: SceauDepositElement
  }
}
