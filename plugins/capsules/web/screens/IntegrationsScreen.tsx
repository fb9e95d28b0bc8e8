import { useEffect, useRef, useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { api } from '@sceau/api-client'
import { API_REFERENCE_PATH } from '@sceau/shared'
import { messageOf, useCurrentUser, useFormats, useLocalizedHref } from '@sceau/plugin-sdk/web/hooks'
import { FormAlert, Notice, QueryStates, Screen, Section, SubmitButton } from '@sceau/plugin-sdk/web/ui'
import {
  CAPSULES_KEY,
  EXTENSION_TOKEN_PREFIX,
  PAIRING_DONE_MESSAGE,
  PAIRING_HELLO_MESSAGE,
  PAIRING_MESSAGE,
  PAIRING_READY_MESSAGE,
  PAIRING_WAIT_MS,
  paths,
  screens,
} from '../lib.js'
import { ExtensionPackages } from '../components/ExtensionPackages.js'

interface AccessToken {
  id: string
  name: string
  createdAt: string
  lastUsedAt: string | null
}

/** Same key as the account's token list, so a pairing shows there at once. */
const TOKENS_KEY = ['users', 'me', 'tokens'] as const

type IntegrationFlags = { capsule?: boolean; webProof?: boolean }

/** The organisation's integration flags (docs/product.md §3 integration.*) as the session carries them. */
function integrationFlags(permissions: unknown): IntegrationFlags {
  const value = (permissions as { integration?: IntegrationFlags } | null | undefined)?.integration
  return value ?? {}
}

/**
 * /app/integrations: the hub of docs/product.md §2 (browser extension, server-side web proofs, deploy action,
 * API keys and tokens), each with its state and setup. With `?pair=extension` (opened by the
 * extension) it first asks the user to connect the extension, then hands it a token by postMessage.
 */
export default function IntegrationsScreen() {
  const { t } = useTranslation('capsules', { keyPrefix: 'screens.integrations' })
  const [params] = useSearchParams()
  const pairing = params.get('pair') === 'extension'
  return (
    <Screen title={t('title')} intro={t('intro')} width="narrow">
      {pairing && <Pairing />}
      <ExtensionSection />
      <WebProofsSection />
      <Section title={t('deploy.title')} text={t('deploy.text')}>
        <DeployLink />
      </Section>
      <Section title={t('keys.title')} text={t('keys.text')}>
        <ApiKeysLink />
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t('keys.referenceText')}{' '}
          <a href={API_REFERENCE_PATH} className="font-medium text-brand-700 underline dark:text-brand-300">
            {t('keys.reference')}
          </a>
        </p>
      </Section>
    </Screen>
  )
}

/** The git-deploy plugin's screen (its releases and the action's setup). */
function DeployLink() {
  const { t } = useTranslation('capsules', { keyPrefix: 'screens.integrations' })
  const href = useLocalizedHref()
  return (
    <Link className="btn-secondary" to={href('/app/integrations/git-deploy')}>
      {t('deploy.open')}
    </Link>
  )
}

function ApiKeysLink() {
  const { t } = useTranslation('capsules', { keyPrefix: 'screens.integrations' })
  const href = useLocalizedHref()
  return (
    <Link className="btn-secondary" to={href(screens.tokens)}>
      {t('keys.manage')}
    </Link>
  )
}

/** The token to the extension's listener in this page, and to nothing else (same window, same origin). */
function handOver({ token, name }: { token: string; name: string }) {
  window.postMessage({ type: PAIRING_MESSAGE, token, name }, window.location.origin)
}

type PairingState =
  /** Asking whether an extension listens in this page. */
  | { step: 'looking' }
  | { step: 'absent' }
  | { step: 'ready' }
  /** The token was handed over: waiting for the extension to say it kept it. */
  | { step: 'handing' }
  | { step: 'connected'; name: string }
  | { step: 'refused' }

/**
 * "Connect the Sceau extension": only once the extension's listener answered in this page, a
 * personal access token named for it is made and handed over; "connected" is said only when the
 * extension says its background kept it. A token the extension did not keep is revoked at once.
 */
function Pairing() {
  const { t } = useTranslation('capsules', { keyPrefix: 'screens.integrations.pairing' })
  const format = useFormats()
  const href = useLocalizedHref()
  const queryClient = useQueryClient()
  const [state, setState] = useState<PairingState>({ step: 'looking' })
  const [attempt, setAttempt] = useState(0)
  const handed = useRef<{ token: string; name: string; id: string } | null>(null)
  const settle = useRef<((answer: { ok: boolean }) => void) | null>(null)

  // The extension's listener says it is ready (on injection, and in answer to our hello); a token
  // posted before it arrived is posted again; its verdict on the token settles the pairing.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window || event.origin !== window.location.origin) return
      const data = event.data as { type?: unknown; ok?: unknown } | null
      if (data?.type === PAIRING_READY_MESSAGE) {
        setState((current) => (current.step === 'looking' || current.step === 'absent' ? { step: 'ready' } : current))
        if (handed.current) handOver(handed.current)
      }
      if (data?.type === PAIRING_DONE_MESSAGE) settle.current?.({ ok: data.ok === true })
    }
    window.addEventListener('message', onMessage)
    window.postMessage({ type: PAIRING_HELLO_MESSAGE }, window.location.origin)
    const timer = setTimeout(() => setState((current) => (current.step === 'looking' ? { step: 'absent' } : current)), PAIRING_WAIT_MS.ready)
    return () => {
      window.removeEventListener('message', onMessage)
      clearTimeout(timer)
    }
  }, [attempt])

  const connect = useMutation({
    mutationFn: async () => {
      const name = `${EXTENSION_TOKEN_PREFIX} · ${format.dateTime(new Date().toISOString())}`
      const token = await api.post<AccessToken & { value: string }>(paths.tokens, { name })
      const verdict = new Promise<{ ok: boolean }>((resolve) => {
        settle.current = resolve
        setTimeout(() => resolve({ ok: false }), PAIRING_WAIT_MS.paired)
      })
      handed.current = { token: token.value, name: token.name, id: token.id }
      setState({ step: 'handing' })
      handOver(handed.current)
      const { ok } = await verdict
      settle.current = null
      handed.current = null
      // Not kept by the extension: no token left behind for a browser that has none.
      if (!ok) await api.delete(paths.token(token.id)).catch(() => undefined)
      return { ok, name: token.name }
    },
    onSuccess: async ({ ok, name }) => {
      setState(ok ? { step: 'connected', name } : { step: 'refused' })
      await queryClient.invalidateQueries({ queryKey: TOKENS_KEY })
    },
    onError: () => setState({ step: 'ready' }),
  })

  if (state.step === 'connected')
    return (
      <Notice title={t('connectedTitle')}>
        <p role="status">{t('connectedText', { name: state.name })}</p>
        <p className="mt-2">
          <Link className="font-semibold underline" to={href(screens.tokens)}>
            {t('revokeLink')}
          </Link>
        </p>
      </Notice>
    )
  return (
    <Section title={t('title')} text={t('text')}>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          connect.mutate()
        }}
        className="space-y-3"
      >
        {state.step === 'looking' && (
          <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
            {t('looking')}
          </p>
        )}
        {state.step === 'absent' && (
          <FormAlert>
            {t('absent')}{' '}
            <a className="font-semibold underline" href="#extension-packages">
              {t('install')}
            </a>
          </FormAlert>
        )}
        {state.step === 'handing' && (
          <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
            {t('handing')}
          </p>
        )}
        {state.step === 'refused' && <FormAlert>{t('refused')}</FormAlert>}
        {connect.isError && <FormAlert>{messageOf(connect.error, t('failed'))}</FormAlert>}
        <div className="flex flex-wrap gap-3">
          {state.step === 'absent' ? (
            <button
              type="button"
              className="btn-primary"
              onClick={() => {
                setState({ step: 'looking' })
                setAttempt((n) => n + 1)
              }}
            >
              {t('lookAgain')}
            </button>
          ) : (
            <SubmitButton pending={connect.isPending} disabled={state.step !== 'ready' && state.step !== 'refused'}>
              {t('confirm')}
            </SubmitButton>
          )}
          <Link className="btn-secondary" to={href(screens.hub)}>
            {t('cancel')}
          </Link>
        </div>
      </form>
    </Section>
  )
}

/** The extension: what it does, how to install it, the browsers connected to this account. */
function ExtensionSection() {
  const { t } = useTranslation('capsules', { keyPrefix: 'screens.integrations.extension' })
  const format = useFormats()
  const href = useLocalizedHref()
  const me = useCurrentUser()
  const allowed = Boolean(integrationFlags(me.data?.permissions).capsule)
  const tokens = useQuery({
    queryKey: TOKENS_KEY,
    queryFn: ({ signal }) => api.get<{ tokens: AccessToken[] }>(paths.tokens, { signal }).then((answer) => answer.tokens),
    meta: { silent: true },
  })
  const paired = (tokens.data ?? []).filter((token) => token.name.startsWith(EXTENSION_TOKEN_PREFIX))
  return (
    <Section title={t('title')} text={t('text')}>
      <h3 className="font-semibold">{t('install.title')}</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
        <li>{t('install.load')}</li>
        <li>{t('install.connect')}</li>
        <li>{t('install.capture')}</li>
      </ol>
      <ExtensionPackages />
      <h3 className="mt-4 font-semibold">{t('state.title')}</h3>
      <QueryStates
        query={tokens}
        loading={t('state.loading')}
        failed={t('state.failed')}
        empty={t('state.none')}
        isEmpty={() => paired.length === 0}
        className="text-sm"
      >
        {() => (
          <ul data-testid="extension-tokens" className="text-sm">
            {paired.map((token) => (
              <li key={token.id}>{t('state.connected', { name: token.name, date: format.dateTime(token.lastUsedAt) })}</li>
            ))}
          </ul>
        )}
      </QueryStates>
      {!allowed && <p className="text-sm text-amber-800 dark:text-amber-200">{t('notIncluded')}</p>}
      <div className="mt-4 flex flex-wrap gap-3">
        <Link className="btn-primary" to={href(`${screens.hub}?pair=extension`)}>
          {t('connect')}
        </Link>
        <Link className="btn-secondary" to={href(screens.captures)}>
          {t('captures')}
        </Link>
      </div>
    </Section>
  )
}

/** Server-side web proofs: whether the server has a browser (GET /capsules/status), and the way to them. */
function WebProofsSection() {
  const { t } = useTranslation('capsules', { keyPrefix: 'screens.integrations.webProofs' })
  const href = useLocalizedHref()
  const me = useCurrentUser()
  const allowed = Boolean(integrationFlags(me.data?.permissions).webProof)
  const status = useQuery({
    queryKey: [...CAPSULES_KEY, 'status'],
    queryFn: ({ signal }) => api.get<{ serverCapture: boolean }>(paths.status, { signal }),
    meta: { silent: true },
  })
  const state = status.isPending ? 'loading' : status.isError ? 'failed' : status.data.serverCapture ? 'available' : 'unavailable'
  return (
    <Section title={t('title')} text={t('text')}>
      <p role={state === 'loading' ? 'status' : undefined} data-testid="web-proofs-state" className="text-sm font-semibold">
        {t(`state.${state}`)}
      </p>
      {!allowed && <p className="text-sm text-amber-800 dark:text-amber-200">{t('notIncluded')}</p>}
      <div className="mt-4 flex flex-wrap gap-3">
        <Link className="btn-secondary" to={href(screens.screenshots)}>
          {t('open')}
        </Link>
      </div>
    </Section>
  )
}
