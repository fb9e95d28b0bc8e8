import { useEffect, useRef, useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { api } from '@sceau/api-client'
import { messageOf, useCurrentUser, useFormats, useLocalizedHref } from '@sceau/plugin-sdk/web/hooks'
import { FormAlert, Notice, Screen, Section, SubmitButton } from '@sceau/plugin-sdk/web/ui'
import { CAPSULES_KEY, EXTENSION_TOKEN_PREFIX, PAIRING_MESSAGE, PAIRING_READY_MESSAGE, paths, screens } from '../lib.js'

interface AccessToken {
  id: string
  name: string
  createdAt: string
  lastUsedAt: string | null
}

/** Same key as the account's token list, so a pairing shows there at once. */
const TOKENS_KEY = ['users', 'me', 'tokens'] as const

type IntegrationFlags = { capsule?: boolean; webProof?: boolean }

/** The organisation's integration flags (SPEC §3 integration.*) as the session carries them. */
function integrationFlags(permissions: unknown): IntegrationFlags {
  const value = (permissions as { integration?: IntegrationFlags } | null | undefined)?.integration
  return value ?? {}
}

/**
 * /app/integrations: the hub of SPEC §2 (browser extension, server-side web proofs, deploy action,
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
function handOver(message: { token: string; name: string }) {
  window.postMessage({ type: PAIRING_MESSAGE, ...message }, window.location.origin)
}

/** "Connect the Sceau extension": a personal access token named for it, handed to the extension's content script. */
function Pairing() {
  const { t } = useTranslation('capsules', { keyPrefix: 'screens.integrations.pairing' })
  const format = useFormats()
  const href = useLocalizedHref()
  const queryClient = useQueryClient()
  const [connected, setConnected] = useState<string | null>(null)
  const handed = useRef<{ token: string; name: string } | null>(null)
  // The extension's listener says when it is ready: a token posted before it arrived is posted again.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window || event.origin !== window.location.origin) return
      if ((event.data as { type?: unknown } | null)?.type === PAIRING_READY_MESSAGE && handed.current) handOver(handed.current)
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [])
  const connect = useMutation({
    mutationFn: () => {
      const name = `${EXTENSION_TOKEN_PREFIX} · ${format.dateTime(new Date().toISOString())}`
      return api.post<AccessToken & { value: string }>(paths.tokens, { name })
    },
    onSuccess: async (token) => {
      handed.current = { token: token.value, name: token.name }
      handOver(handed.current)
      setConnected(token.name)
      await queryClient.invalidateQueries({ queryKey: TOKENS_KEY })
    },
  })
  if (connected)
    return (
      <Notice title={t('connectedTitle')}>
        <p role="status">{t('connectedText', { name: connected })}</p>
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
        {connect.isError && <FormAlert>{messageOf(connect.error, t('failed'))}</FormAlert>}
        <div className="flex flex-wrap gap-3">
          <SubmitButton pending={connect.isPending}>{t('confirm')}</SubmitButton>
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
      <h3 className="mt-4 font-semibold">{t('state.title')}</h3>
      {tokens.isPending && (
        <p role="status" className="text-sm text-slate-500">
          {t('state.loading')}
        </p>
      )}
      {tokens.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t('state.failed')}
        </p>
      )}
      {tokens.data && paired.length === 0 && <p className="text-sm">{t('state.none')}</p>}
      {paired.length > 0 && (
        <ul data-testid="extension-tokens" className="text-sm">
          {paired.map((token) => (
            <li key={token.id}>{t('state.connected', { name: token.name, date: format.dateTime(token.lastUsedAt) })}</li>
          ))}
        </ul>
      )}
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
