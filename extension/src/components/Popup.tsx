/*
 * The popup: the current tab, the account (connect by pairing with the web app, "Connected as ...",
 * disconnect), the deposit price (GET /capsules/status, the quote the web app shows), "Capture and
 * deposit" asking to confirm that price first, its progress, deposit number and link, a capture the
 * price did not cover with its own price to confirm again, and the instance address setting.
 */
import { useEffect, useMemo, useState, type FormEvent } from 'react'
import type { ExtensionApi } from '../lib/extensionApi'
import { createTranslator, formatEuros, formatMegabytes, resolveLanguage, type Language, type MessageKey, type Translate } from '../lib/i18n'
import { displayUrl, isCapturable, type CurrentTab } from '../lib/tab'
import { targetTab } from '../lib/tabTarget'
import { accountState, forgetToken, readToken, watchAccessToken, type AccountState } from '../lib/account'
import { capsuleUrl, DEFAULT_INSTANCE, normalizeInstance, originPattern, pairingUrl, readInstance, saveInstance } from '../lib/settings'
import type { FailureKind } from '../lib/api'
import { isRunning, JOB_KEY, readJob, type CaptureTarget, type StartAnswer, type StoredJob } from '../lib/captureJob'
import type { JobState } from '../lib/job'
import { fetchPrice } from '../lib/deposit'
import type { CapturePrice } from '../../../plugins/capsules/shared/types'
import { Seal } from './Seal'

export interface PopupServices {
  /** Asks the background to capture and deposit the tab at the price confirmed (the job goes on if the popup closes). */
  startCapture(target: CaptureTarget): Promise<StartAnswer>
  /** The member confirms the new price of a capture the first did not cover. */
  confirmPrice(priceCents: number): Promise<StartAnswer>
  /** The member declines it: the capture is dropped. */
  cancelPrice(): Promise<void>
  fetch?: typeof fetch
}

type Account = AccountState | { status: 'loading' }

const FAILURE_KEYS: Record<FailureKind, MessageKey> = {
  notConnected: 'failure.notConnected',
  forbidden: 'failure.forbidden',
  paidPlan: 'failure.paidPlan',
  network: 'failure.network',
  refused: 'failure.refused',
  notCapturable: 'failure.notCapturable',
  failed: 'failure.failed',
  interrupted: 'failure.interrupted',
  busy: 'failure.busy',
}

export function Popup({ api, services, search = '' }: { api: ExtensionApi; services: PopupServices; search?: string }) {
  const language = useMemo(() => resolveLanguage(api.i18n.getUILanguage()), [api])
  const t = useMemo(() => createTranslator(language), [language])
  const [tab, setTab] = useState<CurrentTab | null | undefined>(undefined)
  const [instance, setInstance] = useState<string | null>(null)
  const [account, setAccount] = useState<Account>({ status: 'loading' })
  const [stored, setStored] = useState<StoredJob | null>(null)
  const [refused, setRefused] = useState<JobState | null>(null)
  const [pairingError, setPairingError] = useState(false)
  const [refresh, setRefresh] = useState(0)
  // The deposit price of a capture for this account, as the web app quotes it; 'error' when it could not be had.
  const [quoted, setQuoted] = useState<{ instance: string; price: CapturePrice | 'error' } | null>(null)
  const [confirming, setConfirming] = useState(false)

  useEffect(() => {
    let live = true
    targetTab(api, search).then(
      (found) => live && setTab(found),
      () => live && setTab(null)
    )
    readInstance(api.storage.local).then(
      (origin) => live && setInstance(origin),
      () => live && setInstance(DEFAULT_INSTANCE)
    )
    const stopWatching = watchAccessToken(api.storage.onChanged, () => setRefresh((n) => n + 1))
    // The background's capture job, as it was when the popup opened and as it goes on.
    readJob(api.storage.local).then(
      (job) => live && setStored(job),
      () => {}
    )
    const onJob = (changes: Record<string, { newValue?: unknown }>, area: string) => {
      if (area !== 'local' || !(JOB_KEY in changes)) return
      const next = (changes[JOB_KEY].newValue as StoredJob | undefined) ?? null
      setStored(next)
      // A revoked token: the account line asks to connect again.
      if (next?.state.phase === 'failed' && next.state.kind === 'notConnected') setRefresh((n) => n + 1)
    }
    api.storage.onChanged.addListener(onJob)
    return () => {
      live = false
      stopWatching()
      api.storage.onChanged.removeListener(onJob)
    }
  }, [api, search])

  useEffect(() => {
    if (!instance) return
    let live = true
    readToken(api.storage.local)
      .then((token) => accountState(instance, token, services.fetch))
      .then(
        (state) => live && setAccount(state),
        () => live && setAccount({ status: 'unreachable' })
      )
    return () => {
      live = false
    }
  }, [api, instance, refresh, services.fetch])

  const connected = account.status === 'connected'
  useEffect(() => {
    if (!instance || !connected) return
    let live = true
    readToken(api.storage.local)
      .then((token) => fetchPrice({ instance, token: token ?? '', fetch: services.fetch, language }))
      .then(
        (price) => live && setQuoted({ instance, price }),
        () => live && setQuoted({ instance, price: 'error' })
      )
    return () => {
      live = false
    }
  }, [api, instance, connected, services.fetch, language])
  // A quote holds for the instance it came from, while connected.
  const quote = connected && quoted?.instance === instance ? quoted.price : null

  useEffect(() => {
    document.documentElement.lang = language
  }, [language])

  const capturable = isCapturable(tab?.url) && tab?.id !== undefined
  const busy = isRunning(stored)
  const job: JobState = refused ?? stored?.state ?? { phase: 'idle' }
  // Pages the extension opens are in the account's language when known, else the browser's.
  const pageLanguage = account.status === 'connected' && account.locale ? account.locale : language

  // Never rejects: a refusal shows as an error line.
  async function onConnect() {
    if (!instance) return
    setPairingError(false)
    try {
      // The pairing page's origin only: the background injects its listener there.
      const granted = await api.permissions.request({ origins: [originPattern(instance)] })
      if (!granted) return setPairingError(true)
      await api.tabs.create({ url: pairingUrl(instance, language) })
    } catch {
      setPairingError(true)
    }
  }

  async function onDisconnect() {
    await forgetToken(api.storage.local)
    setRefused(null)
  }

  // Never rejects: a refusal shows as the job's state; the job itself runs in the background.
  async function ask(request: () => Promise<StartAnswer>) {
    setRefused(null)
    try {
      const answer = await request()
      if (!answer.started) setRefused({ phase: 'failed', kind: answer.reason, message: null })
    } catch (error) {
      setRefused({ phase: 'failed', kind: 'failed', message: error instanceof Error ? error.message : String(error) })
    }
  }

  /** The price shown was confirmed: the capture starts, holding the deposit to it. */
  async function onCapture(price: CapturePrice) {
    setConfirming(false)
    if (!instance || tab?.id === undefined) return
    const target = { tabId: tab.id, url: tab.url ?? '', title: tab.title ?? '', priceCents: price.cents }
    await ask(() => services.startCapture(target))
  }

  async function onConfirmNewPrice(price: CapturePrice) {
    await ask(() => services.confirmPrice(price.cents))
  }

  async function onSaveInstance(address: string): Promise<boolean> {
    const origin = normalizeInstance(address)
    if (!origin) return false
    if (origin !== instance) {
      // A token belongs to one instance: another address means connecting again.
      await forgetToken(api.storage.local)
      await saveInstance(api.storage.local, origin)
      setAccount({ status: 'loading' })
      setInstance(origin)
      setRefused(null)
    }
    return true
  }

  return (
    <main className="popup" aria-label={t('popup.label')}>
      <header>
        <Seal />
        <h1>Sceau</h1>
      </header>

      <section aria-labelledby="tab-heading">
        <h2 id="tab-heading">{t('tab.heading')}</h2>
        {tab === null && <p>{t('tab.none')}</p>}
        {tab && (
          <>
            <p className="tab-title">{tab.title || t('tab.untitled')}</p>
            <p className="tab-url" title={displayUrl(tab.url)}>
              {displayUrl(tab.url)}
            </p>
          </>
        )}
      </section>

      <section aria-labelledby="account-heading">
        <h2 id="account-heading">{t('account.heading')}</h2>
        {account.status === 'loading' && <p>{t('account.checking')}</p>}
        {account.status === 'connected' && (
          <>
            <p>{t('account.connectedAs', { name: account.name })}</p>
            <button type="button" onClick={() => void onDisconnect()}>
              {t('account.disconnect')}
            </button>
          </>
        )}
        {account.status === 'unreachable' && <p className="error">{t('account.unreachable', { instance: instance ?? '' })}</p>}
        {(account.status === 'disconnected' || account.status === 'revoked') && (
          <>
            <p>{account.status === 'revoked' ? t('account.revoked') : t('account.disconnected')}</p>
            <button type="button" className="primary" onClick={() => void onConnect()}>
              {t('account.connect')}
            </button>
            <p className="hint">{t('account.connectHint')}</p>
          </>
        )}
        {pairingError && (
          <p role="alert" className="error">
            {t('account.permissionRefused')}
          </p>
        )}
      </section>

      <section className="capture">
        {confirming && quote && quote !== 'error' && !busy ? (
          <PriceQuestion
            question={t('price.question', { price: formatEuros(quote.cents, language), years: quote.years })}
            note={quote.upToBytes === null ? null : t('price.upTo', { size: formatMegabytes(quote.upToBytes, language) })}
            confirmLabel={t('price.confirm', { price: formatEuros(quote.cents, language) })}
            onConfirm={() => void onCapture(quote)}
            onCancel={() => setConfirming(false)}
            t={t}
          />
        ) : (
          <button
            type="button"
            className="primary"
            onClick={() => setConfirming(true)}
            disabled={!capturable || busy || !connected || !quote || quote === 'error'}
          >
            {busy ? t('capture.busy') : t('capture.button')}
          </button>
        )}
        {connected && quote && quote !== 'error' && !confirming && (
          <p className="hint price">
            {t('price.quote', {
              price: formatEuros(quote.cents, language),
              years: quote.years,
              size: quote.upToBytes === null ? '' : formatMegabytes(quote.upToBytes, language),
            })}
          </p>
        )}
        {connected && quote === 'error' && <p className="error">{t('price.unavailable')}</p>}
        {tab && !capturable && <p className="hint">{t('tab.notCapturable')}</p>}
        {capturable && account.status !== 'connected' && account.status !== 'loading' && <p className="hint">{t('capture.connectFirst')}</p>}
        <JobView
          job={job}
          page={refused ? null : stored}
          instance={instance}
          t={t}
          language={pageLanguage}
          uiLanguage={language}
          onConfirmPrice={(price) => void onConfirmNewPrice(price)}
          onCancelPrice={() => void services.cancelPrice()}
        />
      </section>

      <Settings key={instance === null ? 'loading' : 'ready'} instance={instance} onSave={onSaveInstance} t={t} />
    </main>
  )
}

/** The price to confirm before anything is captured or deposited, and the two answers. */
function PriceQuestion({
  question,
  note,
  confirmLabel,
  onConfirm,
  onCancel,
  t,
}: {
  question: string
  note: string | null
  confirmLabel: string
  onConfirm: () => void
  onCancel: () => void
  t: Translate
}) {
  return (
    <div role="group" aria-label={question} className="price-confirm">
      <p>{question}</p>
      {note && <p className="hint">{note}</p>}
      <div className="actions">
        <button type="button" className="primary" onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" onClick={onCancel}>
          {t('price.cancel')}
        </button>
      </div>
    </div>
  )
}

function JobView({
  job,
  page,
  instance,
  t,
  language,
  uiLanguage,
  onConfirmPrice,
  onCancelPrice,
}: {
  job: JobState
  page: StoredJob | null
  instance: string | null
  t: Translate
  /** The language of the pages the popup links to (the account's). */
  language: string
  uiLanguage: Language
  onConfirmPrice: (price: CapturePrice) => void
  onCancelPrice: () => void
}) {
  if (job.phase === 'idle') return <div role="status" aria-live="polite" />
  if (job.phase === 'priceChanged') {
    const price = formatEuros(job.price.cents, uiLanguage)
    return (
      <div role="status" aria-live="polite">
        {page && <p className="hint job-page">{t('job.of', { title: page.title || displayUrl(page.url) })}</p>}
        <PriceQuestion
          question={t('price.changed', { price, years: job.price.years, previous: formatEuros(job.confirmedCents, uiLanguage) })}
          note={null}
          confirmLabel={t('price.changedConfirm', { price })}
          onConfirm={() => onConfirmPrice(job.price)}
          onCancel={onCancelPrice}
          t={t}
        />
      </div>
    )
  }
  if (job.phase === 'failed') {
    return (
      <div role="alert" className="error">
        <p>{t(FAILURE_KEYS[job.kind])}</p>
        {job.message && <p className="detail">{job.message}</p>}
      </div>
    )
  }
  const progress = job.phase === 'packaging' || job.phase === 'uploading' ? job.fraction : null
  return (
    <div role="status" aria-live="polite">
      {page && <p className="hint job-page">{t('job.of', { title: page.title || displayUrl(page.url) })}</p>}
      {job.phase === 'capturing' && <p>{t('job.capturing')}</p>}
      {job.phase === 'packaging' && <p>{t('job.packaging')}</p>}
      {job.phase === 'uploading' && <p>{t('job.uploading', { percent: Math.round(job.fraction * 100) })}</p>}
      {job.phase === 'completing' && <p>{t('job.completing')}</p>}
      {progress !== null && <progress max={1} value={progress} aria-label={t('job.progress')} />}
      {(job.phase === 'capturing' || job.phase === 'packaging' || job.phase === 'uploading') && <p className="hint">{t('job.background')}</p>}
      {job.phase === 'deposited' && (
        <>
          <p>{job.capsule.state === 'failed' ? t('job.depositFailed') : job.capsule.state === 'protected' ? t('job.protected') : t('job.depositing')}</p>
          {job.capsule.depositNumber && <p className="deposit-number">{t('job.depositNumber', { number: job.capsule.depositNumber })}</p>}
          {instance && (
            <a href={capsuleUrl(instance, job.capsule.id, language)} target="_blank" rel="noreferrer">
              {t('job.open')}
            </a>
          )}
        </>
      )}
    </div>
  )
}

function Settings({ instance, onSave, t }: { instance: string | null; onSave: (address: string) => Promise<boolean>; t: Translate }) {
  // Mounted again (key) once the saved address is read: the field starts from it.
  const [address, setAddress] = useState(instance ?? '')
  const [state, setState] = useState<'idle' | 'invalid' | 'saved'>('idle')

  async function submit(event: FormEvent) {
    event.preventDefault()
    setState((await onSave(address)) ? 'saved' : 'invalid')
  }

  return (
    <details className="settings">
      <summary>{t('settings.heading')}</summary>
      <form onSubmit={(event) => void submit(event)}>
        <label htmlFor="instance">{t('settings.instance')}</label>
        <input
          id="instance"
          type="text"
          inputMode="url"
          value={address}
          placeholder={DEFAULT_INSTANCE}
          onChange={(event) => {
            setAddress(event.target.value)
            setState('idle')
          }}
          aria-invalid={state === 'invalid'}
        />
        <button type="submit">{t('settings.save')}</button>
        {state === 'invalid' && (
          <p role="alert" className="error">
            {t('settings.invalid')}
          </p>
        )}
        {state === 'saved' && <p role="status">{t('settings.saved')}</p>}
        <p className="hint">{t('settings.hint')}</p>
      </form>
    </details>
  )
}
