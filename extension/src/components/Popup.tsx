/* The popup: the current tab, the account state, and "Capture this page" (screenshot + SHA-256). */
import { useEffect, useMemo, useState } from 'react'
import { formatBytes } from '@sceau/shared'
import type { ExtensionApi } from '../lib/extensionApi'
import { createTranslator, resolveLanguage } from '../lib/i18n'
import { currentTab, displayUrl, isCapturable, type CurrentTab } from '../lib/tab'
import { hasAccessToken, watchAccessToken } from '../lib/account'
import { captureVisibleTab, type Screenshot } from '../lib/capture'
import { Seal } from './Seal'

type Capture = { status: 'idle' } | { status: 'busy' } | { status: 'done'; screenshot: Screenshot } | { status: 'failed'; reason: string }

export function Popup({ api }: { api: ExtensionApi }) {
  const language = useMemo(() => resolveLanguage(api.i18n.getUILanguage()), [api])
  const t = useMemo(() => createTranslator(language), [language])
  const [tab, setTab] = useState<CurrentTab | null | undefined>(undefined)
  const [connected, setConnected] = useState<boolean | undefined>(undefined)
  const [capture, setCapture] = useState<Capture>({ status: 'idle' })

  useEffect(() => {
    let live = true
    currentTab(api).then(
      (found) => live && setTab(found),
      () => live && setTab(null)
    )
    hasAccessToken(api).then(
      (present) => live && setConnected(present),
      () => live && setConnected(false)
    )
    const stopWatching = watchAccessToken(api, setConnected)
    return () => {
      live = false
      stopWatching()
    }
  }, [api])

  useEffect(() => {
    document.documentElement.lang = language
  }, [language])

  const capturable = isCapturable(tab?.url)

  // Never rejects: a failed capture shows as the capture's state.
  async function onCapture() {
    setCapture({ status: 'busy' })
    try {
      setCapture({ status: 'done', screenshot: await captureVisibleTab(api, tab?.windowId) })
    } catch (error) {
      setCapture({ status: 'failed', reason: error instanceof Error ? error.message : String(error) })
    }
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
        {connected !== undefined && <p>{connected ? t('account.connected') : t('account.disconnected')}</p>}
      </section>

      <section className="capture">
        <button type="button" className="primary" onClick={() => void onCapture()} disabled={!capturable || capture.status === 'busy'}>
          {capture.status === 'busy' ? t('capture.busy') : t('capture.button')}
        </button>
        {tab && !capturable && <p className="hint">{t('tab.notCapturable')}</p>}
        <div role="status" aria-live="polite">
          {capture.status === 'done' && <ScreenshotResult screenshot={capture.screenshot} language={language} t={t} />}
        </div>
        {capture.status === 'failed' && (
          <div role="alert" className="error">
            <p>{t('capture.error')}</p>
            <p className="detail">{capture.reason}</p>
          </div>
        )}
      </section>
    </main>
  )
}

function ScreenshotResult({ screenshot, language, t }: { screenshot: Screenshot; language: string; t: ReturnType<typeof createTranslator> }) {
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle')

  // Never rejects: a failed copy shows as the button's state.
  async function onCopy() {
    try {
      await navigator.clipboard.writeText(screenshot.sha256)
      setCopy('copied')
    } catch {
      setCopy('failed')
    }
  }

  return (
    <figure className="screenshot">
      <img src={screenshot.dataUrl} alt={t('capture.preview')} />
      <figcaption>{t('capture.done', { capturedAt: screenshot.capturedAt })}</figcaption>
      <dl>
        <dt>{t('capture.hash')}</dt>
        <dd>
          <code className="hash">{screenshot.sha256}</code>
          <button type="button" onClick={() => void onCopy()}>
            {copy === 'copied' ? t('capture.copied') : t('capture.copy')}
          </button>
          {copy === 'failed' && <span className="error">{t('capture.copyFailed')}</span>}
        </dd>
        <dt>{t('capture.size')}</dt>
        <dd>{formatBytes(screenshot.size, language)}</dd>
      </dl>
      <p className="hint">{t('capture.local')}</p>
    </figure>
  )
}
