import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { api, isApiError } from '@sceau/api-client'
import { messageOf, useLocalizedHref, usePageTitle } from '@sceau/plugin-sdk/web/hooks'
import { FormAlert } from '@sceau/plugin-sdk/web/ui'
import type { PublicReception } from '../../shared/types.js'
import { useDeliverySend } from '../hooks/useDeliverySend.js'
import { paths } from '../lib.js'
import { CodeGate, PasswordGate } from './public/AccessGates.js'
import { Branded, Closed } from './public/ReceptionFrame.js'
import { SendForm } from './public/SendForm.js'
import { SendProgress } from './public/SendProgress.js'
import { SentView } from './public/SentView.js'

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
