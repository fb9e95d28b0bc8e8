import { useEffect, useState, type FormEvent, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { api, isApiError } from '@sceau/api-client'
import type { PickedFile } from '@sceau/api-client/uploads'
import { messageOf, useFieldEdits, useFormats, useLocalizedHref, usePageTitle } from '@sceau/plugin-sdk/web/hooks'
import { FieldError, FilePicker, FormAlert, Picture, ProgressBar, SubmitButton, TextAreaField, TextField, UploadFileList } from '@sceau/plugin-sdk/web/ui'
import type { PublicReception, SenderDeliveryView } from '../../shared/types.js'
import { safeColour } from '../components/ChoiceGroup.js'
import { ReceiptDetails, SentFiles } from '../components/Receipt.js'
import { useDeliverySend, type DeliverySendState } from '../hooks/useDeliverySend.js'
import { paths } from '../lib.js'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const grantKey = (kind: string, ref: string) => `sceau.receptions.grant.${kind}.${ref}`

/**
 * The third party's page (docs/product.md §2, §6): /r/{uuid} (the incoming page) and /upload/link/{token} (a
 * SafeLink). It says plainly when nobody can send (expired, revoked, private, inactive, login needed,
 * members only), asks for the password or an e-mailed code when the audience wants one, then takes
 * name, e-mail, message and files or folders, uploads them with progress and resume, and shows what
 * was sent with its receipt. The organisation's logo and the page's background colour apply.
 */
export default function PublicReceptionScreen() {
  const { t } = useTranslation('receptions', { keyPrefix: 'public' })
  const params = useParams()
  const kind = params.uuid ? 'page' : (params.type ?? '')
  const ref = params.uuid ?? params.token ?? ''
  const known = kind === 'page' || kind === 'link'
  const reception = useQuery({
    queryKey: ['receptions', 'public', kind, ref],
    queryFn: ({ signal }) => api.get<PublicReception>(paths.public(kind, ref), { signal }),
    enabled: known && Boolean(ref),
    retry: false,
    meta: { silent: true },
  })

  if (!known || (reception.isError && isApiError(reception.error) && reception.error.status === 404)) {
    return <Closed title={t('notFound.title')} text={t('notFound.text')} testId="reception-not-found" />
  }
  if (reception.isPending) {
    return (
      <p role="status" className="text-center text-slate-500">
        {t('loading')}
      </p>
    )
  }
  if (reception.isError) {
    return <Closed title={t('failure.title')} text={messageOf(reception.error, t('failure.text'))} testId="reception-failure" />
  }
  return <Reception kind={kind} refId={ref} reception={reception.data} />
}

function Branded({ reception, children }: { reception: PublicReception; children: ReactNode }) {
  const colour = safeColour(reception.color)
  // The organisation's send-page background (Customisation), over the page's colour.
  const background = reception.organisation.backgroundUrl ? { backgroundImage: `url("${reception.organisation.backgroundUrl}")` } : {}
  return (
    <div
      className="rounded-2xl bg-cover bg-center p-2 sm:p-6"
      style={{ ...(colour ? { backgroundColor: colour } : {}), ...background }}
      data-testid="reception-page"
    >
      <section className="card space-y-5">
        <header className="space-y-2">
          {reception.organisation.logoUrl && <Picture src={reception.organisation.logoUrl} alt="" className="max-h-12" />}
          <p className="text-sm text-slate-500">{reception.organisation.name}</p>
        </header>
        {children}
      </section>
    </div>
  )
}

function Closed({ title, text, testId, children }: { title: string; text: string; testId: string; children?: ReactNode }) {
  usePageTitle(title)
  return (
    <section className="card text-center" data-testid={testId}>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{text}</p>
      {children}
    </section>
  )
}

function Reception({ kind, refId, reception }: { kind: string; refId: string; reception: PublicReception }) {
  const { t } = useTranslation('receptions', { keyPrefix: 'public' })
  const href = useLocalizedHref()
  const [kept, setGrant] = useState<{ grant: string; email: string | null } | null>(() => {
    try {
      return JSON.parse(sessionStorage.getItem(grantKey(kind, refId)) ?? 'null') as { grant: string; email: string | null } | null
    } catch {
      return null
    }
  })
  const send = useDeliverySend(kind, refId, t('send.failed'))
  // The password or code given earlier no longer opens the link (changed, expired): ask again.
  const refused = send.state.error?.code === 'E_PASSWORD_REQUIRED' || send.state.error?.code === 'E_CODE_REQUIRED'
  const grant = refused ? null : kept
  const keepGrant = (value: { grant: string; email: string | null }) => {
    try {
      sessionStorage.setItem(grantKey(kind, refId), JSON.stringify(value))
    } catch {
      // Private mode: asked again after a reload.
    }
    send.dismissError()
    setGrant(value)
  }

  const title = reception.title ?? t('defaultTitle', { organisation: reception.organisation.name })
  usePageTitle(title)
  if (send.state.sent) {
    return (
      <Branded reception={reception}>
        <SentView sent={send.state.sent} onAgain={reception.state === 'open' ? send.again : null} />
      </Branded>
    )
  }
  if (reception.state !== 'open') {
    const state = reception.state
    return (
      <Branded reception={reception}>
        <div className="text-center" data-testid={`reception-${state}`}>
          <h1 className="text-2xl font-semibold">{t(`closed.${state}.title`)}</h1>
          <p className="mt-3 text-slate-600 dark:text-slate-300">{t(`closed.${state}.text`, { organisation: reception.organisation.name })}</p>
          {(state === 'login-required' || state === 'not-member') && (
            <a className="btn-primary mt-6" href={href('/login')}>
              {t('closed.login')}
            </a>
          )}
        </div>
      </Branded>
    )
  }

  // A sending under way (resumed after a reload) needs no new password or code: its upload token is enough.
  const allowed = reception.requires === 'nothing' || Boolean(grant) || Boolean(send.state.pending)
  return (
    <Branded reception={reception}>
      <div>
        <h1 className="text-2xl font-semibold">{title}</h1>
        {reception.description && <p className="mt-2 whitespace-pre-line text-slate-700 dark:text-slate-200">{reception.description}</p>}
      </div>
      {!allowed && refused && <FormAlert>{send.state.error?.message}</FormAlert>}
      {reception.requires === 'password' && !allowed && <PasswordGate kind={kind} refId={refId} onGrant={(g) => keepGrant({ grant: g, email: null })} />}
      {reception.requires === 'code' && !allowed && <CodeGate kind={kind} refId={refId} onGrant={keepGrant} />}
      {allowed &&
        (send.state.phase === 'edit' ? (
          <SendForm reception={reception} grant={grant} send={send} />
        ) : (
          <SendProgress state={send.state} onRetry={send.retryFailed} onCancel={() => void send.cancel()} />
        ))}
    </Branded>
  )
}

function PasswordGate({ kind, refId, onGrant }: { kind: string; refId: string; onGrant: (grant: string) => void }) {
  const { t } = useTranslation('receptions', { keyPrefix: 'public.password' })
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!password) return setError(t('required'))
    setBusy(true)
    setError(undefined)
    try {
      const answer = await api.post<{ grant: string }>(`${paths.public(kind, refId)}/unlock`, { password })
      onGrant(answer.grant)
    } catch (failure) {
      setError(messageOf(failure, t('wrong')))
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700" onSubmit={(e) => void submit(e)} noValidate>
      <h2 className="font-semibold">{t('title')}</h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('text')}</p>
      <TextField
        label={t('label')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        error={error}
      />
      <SubmitButton pending={busy}>{t('submit')}</SubmitButton>
    </form>
  )
}

function CodeGate({ kind, refId, onGrant }: { kind: string; refId: string; onGrant: (value: { grant: string; email: string }) => void }) {
  const { t } = useTranslation('receptions', { keyPrefix: 'public.code' })
  const [email, setEmail] = useState('')
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<{ email?: string; code?: string; form?: string }>({})
  const [busy, setBusy] = useState(false)
  const [resent, setResent] = useState(false)

  async function requestCode(event?: FormEvent) {
    event?.preventDefault()
    const address = email.trim()
    if (!address) return setErrors({ email: t('emailRequired') })
    if (!EMAIL.test(address)) return setErrors({ email: t('emailInvalid') })
    setBusy(true)
    setErrors({})
    try {
      await api.post(`${paths.public(kind, refId)}/code`, { email: address })
      if (sentTo) setResent(true)
      setSentTo(address)
    } catch (failure) {
      setErrors({ form: messageOf(failure, t('sendFailed')) })
    } finally {
      setBusy(false)
    }
  }

  async function check(event: FormEvent) {
    event.preventDefault()
    if (!code.trim()) return setErrors({ code: t('codeRequired') })
    setBusy(true)
    setErrors({})
    try {
      const answer = await api.post<{ grant: string }>(`${paths.public(kind, refId)}/code/check`, { email: sentTo, code: code.trim() })
      onGrant({ grant: answer.grant, email: sentTo! })
    } catch (failure) {
      setErrors({ code: isApiError(failure) && failure.status === 422 ? messageOf(failure, t('wrong')) : messageOf(failure, t('checkFailed')) })
    } finally {
      setBusy(false)
    }
  }

  if (!sentTo) {
    return (
      <form className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700" onSubmit={(e) => void requestCode(e)} noValidate>
        <h2 className="font-semibold">{t('title')}</h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('text')}</p>
        <TextField label={t('email')} name="email" type="email" autoComplete="email" value={email} onValueChange={setEmail} error={errors.email} />
        <FormAlert>{errors.form}</FormAlert>
        <SubmitButton pending={busy}>{t('send')}</SubmitButton>
      </form>
    )
  }
  return (
    <form className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700" onSubmit={(e) => void check(e)} noValidate>
      <h2 className="font-semibold">{t('checkTitle')}</h2>
      <p className="text-sm text-slate-600 dark:text-slate-300" role="status">
        {resent ? t('resent', { email: sentTo }) : t('sent', { email: sentTo })}
      </p>
      <TextField label={t('code')} name="code" inputMode="numeric" autoComplete="one-time-code" value={code} onValueChange={setCode} error={errors.code} />
      <FormAlert>{errors.form}</FormAlert>
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={busy}>{t('check')}</SubmitButton>
        <button type="button" className="btn-secondary" disabled={busy} onClick={() => void requestCode()}>
          {t('resend')}
        </button>
      </div>
    </form>
  )
}

function SendForm({
  reception,
  grant,
  send,
}: {
  reception: PublicReception
  grant: { grant: string; email: string | null } | null
  send: ReturnType<typeof useDeliverySend>
}) {
  const { t } = useTranslation('receptions', { keyPrefix: 'public.send' })
  const format = useFormats()
  const remembered = send.state.pending?.sender
  const [name, setName] = useState(remembered?.name ?? '')
  const [email, setEmail] = useState(grant?.email ?? remembered?.email ?? '')
  const [message, setMessage] = useState(remembered?.message ?? '')
  const [files, setFiles] = useState<PickedFile[]>([])
  const [local, setLocal] = useState<Record<string, string>>({})
  const edits = useFieldEdits()
  const errors = edits.visible({ ...send.state.error?.fields, ...local })
  const totalBytes = files.reduce((sum, f) => sum + f.file.size, 0)
  const { maxBytes, maxFiles } = reception.limits

  function submit(event: FormEvent) {
    event.preventDefault()
    const found: Record<string, string> = {}
    if (files.length === 0) found.files = t('errors.files')
    else if (totalBytes > maxBytes) found.files = t('errors.tooBig', { size: format.bytes(totalBytes - maxBytes) })
    else if (maxFiles !== null && files.length > maxFiles) found.files = t('errors.tooMany')
    if (!name.trim()) found.name = t('errors.required')
    if (!email.trim()) found.email = t('errors.emailRequired')
    else if (!EMAIL.test(email.trim())) found.email = t('errors.emailInvalid')
    setLocal(found)
    edits.submitted()
    if (Object.keys(found).length > 0) return
    if (send.state.pending) return send.resume(files)
    void send.send({ name: name.trim(), email: email.trim(), message: message.trim() || null, grant: grant?.grant ?? null }, files)
  }

  return (
    <form className="space-y-4" onSubmit={submit} noValidate aria-label={t('title')}>
      <h2 className="text-lg font-semibold">{t('title')}</h2>
      {send.state.pending && (
        <div role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-700 dark:bg-amber-950">
          <p>{t('resume.text')}</p>
          <button type="button" className="btn-secondary mt-2 px-2 py-1 text-xs" onClick={send.discardPending}>
            {t('resume.discard')}
          </button>
        </div>
      )}
      <div>
        <FilePicker
          files={files}
          testId="reception"
          onAdd={(picked) => {
            edits.edit('files')
            setFiles((current) => [...current, ...picked.filter((p) => !current.some((c) => c.relativePath === p.relativePath))])
          }}
          onRemove={(file) => {
            edits.edit('files')
            setFiles((current) => current.filter((f) => f !== file))
          }}
          labels={{ drop: t('drop'), addFiles: t('addFiles'), addFolder: t('addFolder'), remove: (path) => t('remove', { name: path }) }}
          summary={
            <>
              {t('selected', { count: files.length, size: format.bytes(totalBytes) })} · {t('limit', { size: format.bytes(maxBytes) })}
              {maxFiles !== null && ` · ${t('maxFiles', { count: maxFiles })}`}
            </>
          }
        />
        <FieldError id="reception-files-error">{errors.files}</FieldError>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('name')}
          name="name"
          autoComplete="name"
          value={name}
          onValueChange={(value) => {
            edits.edit('name')
            setName(value)
          }}
          error={errors.name}
          maxLength={120}
        />
        <TextField
          label={t('email')}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onValueChange={(value) => {
            edits.edit('email')
            setEmail(value)
          }}
          error={errors.email}
          readOnly={Boolean(grant?.email)}
          hint={grant?.email ? t('emailVerified') : undefined}
        />
      </div>
      <TextAreaField
        label={t('message')}
        name="message"
        value={message}
        onValueChange={(value) => {
          edits.edit('message')
          setMessage(value)
        }}
        error={errors.message}
        rows={4}
        maxLength={5000}
      />
      <FormAlert>{send.state.error && Object.keys(send.state.error.fields).length === 0 ? send.state.error.message : null}</FormAlert>
      <button type="submit" className="btn-primary w-full py-3 text-base">
        {send.state.pending ? t('resume.submit') : t('submit')}
      </button>
    </form>
  )
}

function SendProgress({ state, onRetry, onCancel }: { state: DeliverySendState; onRetry: () => void; onCancel: () => void }) {
  const { t } = useTranslation('receptions', { keyPrefix: 'public.progress' })
  const format = useFormats()
  const totals = state.totals
  const heading =
    state.phase === 'preparing'
      ? t('preparing')
      : state.phase === 'completing'
        ? t('completing')
        : state.phase === 'failed'
          ? t('failed')
          : t('uploading', { percent: Math.round((totals?.progress ?? 0) * 100) })
  return (
    <div className="space-y-4" aria-busy={state.phase !== 'failed'}>
      <h2 className="text-lg font-semibold" role="status">
        {heading}
      </h2>
      {totals && (
        <div>
          <ProgressBar value={totals.progress} label={t('total')} />
          <p className="mt-1 text-sm text-slate-500">
            {t('totals', { sent: format.bytes(totals.sentBytes), total: format.bytes(totals.bytes), done: totals.states.complete, count: totals.files })}
          </p>
        </div>
      )}
      <UploadFileList items={state.items} label={t('files')} />
      <FormAlert>{state.error?.message}</FormAlert>
      <div className="flex flex-wrap gap-2">
        {state.phase === 'failed' && (
          <button type="button" className="btn-primary" onClick={onRetry}>
            {t('retry')}
          </button>
        )}
        <button type="button" className="btn-secondary" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </div>
  )
}

function SentView({ sent, onAgain }: { sent: { deliveryId: string; senderToken: string }; onAgain: (() => void) | null }) {
  const { t } = useTranslation('receptions', { keyPrefix: 'public.sent' })
  const format = useFormats()
  const view = useQuery({
    queryKey: ['receptions', 'public', 'delivery', sent.deliveryId],
    queryFn: ({ signal }) => api.get<SenderDeliveryView>(paths.publicDelivery(sent.deliveryId), { signal, query: { senderToken: sent.senderToken } }),
    meta: { silent: true },
    refetchInterval: (query) => (query.state.data && !query.state.data.receipt?.timestampedAt ? 3000 : false),
  })
  useEffect(() => {
    document.getElementById('reception-sent-title')?.focus()
  }, [])
  return (
    <div className="space-y-5" data-testid="reception-sent">
      <h1 id="reception-sent-title" tabIndex={-1} className="text-2xl font-semibold">
        {t('title')}
      </h1>
      {view.isPending && (
        <p role="status" className="text-slate-500">
          {t('loading')}
        </p>
      )}
      {view.isError && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {t('failed')}
        </p>
      )}
      {view.data && (
        <>
          <p className="text-slate-600 dark:text-slate-300">
            {t('text', { organisation: view.data.organisation.name, date: format.dateTime(view.data.receivedAt) })}
          </p>
          <section aria-labelledby="reception-sent-files" className="space-y-2">
            <h2 id="reception-sent-files" className="text-lg font-semibold">
              {t('files')}
            </h2>
            <SentFiles files={view.data.files} />
          </section>
          <section aria-labelledby="reception-sent-receipt" className="space-y-2">
            <h2 id="reception-sent-receipt" className="text-lg font-semibold">
              {t('receipt')}
            </h2>
            <ReceiptDetails
              receipt={view.data.receipt}
              downloadUrl={api.url(`${paths.publicDelivery(sent.deliveryId)}/receipt`, { senderToken: sent.senderToken })}
            />
          </section>
        </>
      )}
      {onAgain && (
        <button type="button" className="btn-secondary" onClick={onAgain}>
          {t('again')}
        </button>
      )}
    </div>
  )
}
