import { useEffect, useState, type FormEvent, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api } from '@sceau/api-client'
import { useCurrentUser, useFormats, useLocalizedHref } from '@sceau/plugin-sdk/web/hooks'
import { LIMITS, PricingError, depositPrice } from '@sceau/shared'
import { FieldError, RadioChoice } from '@sceau/plugin-sdk/web/ui'
import { backgroundStyle } from '@sceau/plugin-sdk/web'
import type { TransferCapabilities } from '../../shared/types.js'
import { useTransferDraft } from '../hooks/useTransferDraft.js'
import { useTransferSend, type SendState } from '../hooks/useTransferSend.js'
import { FIELD_CLASS } from './fieldClass.js'
import { FilePicker } from './FilePicker.js'
import { RecipientsInput } from './RecipientsInput.js'
import { AdvancedSettings, TransferDone, UploadProgress } from './lazyParts.js'

/**
 * The transfer creation card (docs/product.md §2): files and folders (picker or drop), type, e-mail or link,
 * recipients, sender, title, message, advanced settings (password, expiry) within the caller's
 * plan; then the upload states of docs/product.md §4 with per-file and total progress, the failure choices,
 * the code modal of anonymous senders, and the link to copy.
 */
export function TransferCard() {
  const { t } = useTranslation('transfer', { keyPrefix: 'screens.card' })
  const format = useFormats()
  const href = useLocalizedHref()
  const capabilities = useQuery({
    queryKey: ['transfer', 'capabilities'],
    queryFn: ({ signal }) => api.get<TransferCapabilities>('/transfer/capabilities', { signal }),
    staleTime: 60_000,
  })
  const caps = capabilities.data
  const anonymous = caps?.verification ?? true
  const send = useTransferSend({ anonymous })
  const { state } = send
  const draft = useTransferDraft()
  const [advanced, setAdvanced] = useState(false)
  const me = useCurrentUser()
  // Protecting makes a deposit of the files, charged as one (docs/adr/0009 for credits): its price is shown and confirmed first.
  const [confirmingProtect, setConfirmingProtect] = useState(false)
  const protects = draft.type !== 'send'
  const protectBytes = draft.files.reduce((sum, f) => sum + f.file.size, 0)
  let protectCents: number | null = null
  try {
    protectCents =
      protects && protectBytes > 0
        ? depositPrice({ bytes: protectBytes, years: LIMITS.defaultDepositYears, paidPlan: me.data?.premium === true }).totalCents
        : null
  } catch (error) {
    if (!(error instanceof PricingError)) throw error
  }
  const protectPrice = protectCents === null ? null : format.euros(protectCents)
  // The server holds the deposit to the price confirmed (issue 25): one that changed since it was shown
  // (E_PRICE_CHANGED, nothing made) re-reads the plan and asks again with the new price.
  const priceChanged = state.error?.code === 'E_PRICE_CHANGED'
  const [dismissed, setDismissed] = useState<SendState['error']>(null)
  const refetchMe = me.refetch
  useEffect(() => {
    if (priceChanged) void refetchMe()
  }, [priceChanged, refetchMe])
  const asking = confirmingProtect || (priceChanged && state.error !== dismissed)
  const errors = draft.errorsOf(state.error?.fields)
  const { sends } = draft

  function submit(event: FormEvent) {
    event.preventDefault()
    const totalBytes = draft.files.reduce((sum, f) => sum + f.file.size, 0)
    // Resuming continues the interrupted transfer as it was created: only its files are asked for again.
    if (state.pending) {
      if (draft.checkFiles()) void send.resume(draft.files)
      return
    }
    const form = draft.check({ anonymous, overBytes: caps ? totalBytes - caps.maxBytes : 0, bytes: format.bytes })
    if (!form) return
    if (protects && !asking) return setConfirmingProtect(true)
    setConfirmingProtect(false)
    void send.start(protects && protectCents !== null ? { ...form, priceCents: protectCents } : form, draft.files)
  }

  if (state.phase === 'done' && state.result) {
    const again = () => {
      send.reset()
      draft.clear()
    }
    return <TransferDone result={state.result} mailedTo={draft.mode === 'email' && sends ? draft.recipients.length : null} e2e={state.e2e} onAgain={again} />
  }

  if (state.phase !== 'edit') return <UploadProgress state={state} send={send} />

  return (
    <form className="card" onSubmit={submit} noValidate aria-label={t('title')}>
      <h2 className="text-xl font-semibold">{t('title')}</h2>
      {state.pending && (
        <div role="status" className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-700 dark:bg-amber-950">
          <p>{t('resume.text')}</p>
          {state.pending.e2e && (
            <p className="mt-1" data-testid="transfer-resume-key">
              {t('resume.e2eKey')}
            </p>
          )}
          <button type="button" className="btn-secondary mt-2 px-2 py-1 text-xs" onClick={send.discardPending}>
            {t('resume.discard')}
          </button>
        </div>
      )}
      <FilePicker files={draft.files} maxBytes={caps?.maxBytes} onAdd={draft.addFiles} onRemove={draft.removeFile} />
      <FieldError id="transfer-files-error">{errors.files}</FieldError>

      {!state.pending && (
        <>
          {caps?.protect && (
            <RadioChoice
              className="mt-5"
              inline
              legend={t('type.label')}
              name="transfer-type"
              value={draft.type}
              choices={['send', 'protect', 'protect_send'] as const}
              onChange={draft.setType}
              label={(value) => t(`type.${value}`)}
            />
          )}

          {sends && (
            <RadioChoice
              className="mt-5"
              inline
              legend={t('mode.label')}
              name="transfer-mode"
              value={draft.mode}
              choices={['email', 'link'] as const}
              onChange={draft.setMode}
              label={(value) => t(`mode.${value}`)}
            />
          )}

          {draft.type === 'send' && (
            <div className="mt-4">
              <label className="flex items-center gap-2 text-sm font-medium">
                <input
                  type="checkbox"
                  checked={draft.e2e}
                  onChange={(event) => {
                    draft.setE2e(event.target.checked)
                    // The encryption code (with hash-wasm) loads only now, ready by the time the sender submits.
                    if (event.target.checked) void import('../e2e/sealFiles.js')
                  }}
                  aria-describedby="transfer-e2e-hint"
                />
                {t('e2e.label')}
              </label>
              <p id="transfer-e2e-hint" className="mt-1 text-xs text-slate-500">
                {t('e2e.hint')}
                <span className="mt-1 block" data-testid="transfer-e2e-key">
                  {t('e2e.keyKept')}
                </span>
              </p>
              {draft.e2e && draft.mode === 'email' && (
                <div className="mt-3">
                  <label htmlFor="transfer-passphrase" className="block text-sm font-medium">
                    {t('e2e.passphrase')}
                  </label>
                  <input
                    id="transfer-passphrase"
                    autoComplete="off"
                    spellCheck={false}
                    value={draft.passphrase}
                    onChange={(event) => draft.setPassphrase(event.target.value)}
                    aria-invalid={!!errors.passphrase}
                    aria-describedby={`transfer-passphrase-note${errors.passphrase ? ' transfer-passphrase-error' : ''}`}
                    className={FIELD_CLASS}
                  />
                  <FieldError id="transfer-passphrase-error">{errors.passphrase}</FieldError>
                  <p id="transfer-passphrase-note" className="mt-1 text-xs font-medium text-amber-700 dark:text-amber-300">
                    {t('e2e.passphraseNote')}
                  </p>
                </div>
              )}
            </div>
          )}

          {sends && draft.mode === 'email' && (
            <RecipientsInput
              recipients={draft.recipients}
              draft={draft.recipientDraft}
              error={errors.recipients}
              onDraftChange={draft.setRecipientDraft}
              onCommit={draft.addRecipient}
              onRemove={draft.removeRecipient}
            />
          )}

          {anonymous && (
            <div className="mt-4">
              <label htmlFor="transfer-sender" className="block text-sm font-medium">
                {t('sender')}
              </label>
              <input
                id="transfer-sender"
                type="email"
                autoComplete="email"
                value={draft.senderEmail}
                onChange={(event) => draft.setSenderEmail(event.target.value)}
                aria-invalid={!!errors.senderEmail}
                aria-describedby={errors.senderEmail ? 'transfer-senderEmail-error' : undefined}
                className={FIELD_CLASS}
              />
              <FieldError id="transfer-senderEmail-error">{errors.senderEmail}</FieldError>
              <p className="mt-1 text-xs text-slate-500">{t('senderHint')}</p>
            </div>
          )}

          <div className="mt-4">
            <label htmlFor="transfer-title" className="block text-sm font-medium">
              {t('titleLabel')}
            </label>
            <input id="transfer-title" value={draft.title} maxLength={255} onChange={(event) => draft.setTitle(event.target.value)} className={FIELD_CLASS} />
            <FieldError id="transfer-title-error">{errors.title}</FieldError>
          </div>
          {sends && (
            <div className="mt-4">
              <label htmlFor="transfer-message" className="block text-sm font-medium">
                {t('message')}
              </label>
              <textarea
                id="transfer-message"
                rows={3}
                value={draft.message}
                maxLength={5000}
                onChange={(event) => draft.setMessage(event.target.value)}
                className={FIELD_CLASS}
              />
              <FieldError id="transfer-message-error">{errors.message}</FieldError>
            </div>
          )}

          <button
            type="button"
            className="mt-4 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
            aria-expanded={advanced}
            onClick={() => setAdvanced(!advanced)}
          >
            {t('advanced')}
          </button>
          {advanced && caps && (
            <AdvancedSettings
              caps={caps}
              password={draft.password}
              onPassword={draft.setPassword}
              expiryDays={draft.expiryDays}
              onExpiryDays={draft.setExpiryDays}
              acknowledgement={draft.sends ? draft.acknowledgement : null}
              onAcknowledgement={draft.setAcknowledgement}
              errors={errors}
            />
          )}
        </>
      )}

      {state.error && (
        <p role="alert" className="mt-4 text-sm text-red-700 dark:text-red-300">
          {state.error.message}
        </p>
      )}
      {state.error && caps?.tier === 'anonymous' && (
        <p className="mt-1 text-sm">
          <a className="font-semibold text-brand-700 underline dark:text-brand-300" href={href('/signin')}>
            {t('createAccount')}
          </a>
        </p>
      )}
      {protects && !state.pending && (
        <p className="mt-4 text-sm font-medium" aria-live="polite">
          {protectPrice ? t('protectPrice', { price: protectPrice, years: LIMITS.defaultDepositYears }) : t('protectPriceAfterFiles')}
        </p>
      )}
      {asking && protects && !state.pending ? (
        <div
          role="group"
          aria-label={t('protectQuestion', { price: protectPrice ?? '' })}
          className="mt-4 space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm dark:bg-amber-950"
        >
          <p>{t('protectQuestion', { price: protectPrice ?? '' })}</p>
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary">
              {t('protectConfirm', { price: protectPrice ?? '' })}
            </button>
            <button
              type="button"
              className="btn-secondary"
              onClick={() => {
                setConfirmingProtect(false)
                setDismissed(state.error)
              }}
            >
              {t('cancel')}
            </button>
          </div>
        </div>
      ) : (
        <button type="submit" className="btn-primary mt-6 w-full py-3 text-base" disabled={!caps}>
          {state.pending ? t('resume.submit') : draft.type === 'protect' ? t('submitProtect') : t('submit')}
        </button>
      )}
    </form>
  )
}

/**
 * Around the creation card: the signed-in member's organisation's send-page background (settings, Customisation),
 * as the reception pages show it. GET /users/me gives it only while the plan allows customisation.
 */
export function SendBackground({ className = '', children }: { className?: string; children: ReactNode }) {
  const url = useCurrentUser().data?.organization?.customisation?.sendBackgroundUrl
  return (
    <div
      className={url ? `${className} rounded-2xl bg-cover bg-center p-2 sm:p-6`.trim() : className || undefined}
      style={backgroundStyle(url)}
      data-testid="send-background"
    >
      {children}
    </div>
  )
}
