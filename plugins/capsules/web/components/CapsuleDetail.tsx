import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { api } from '@sceau/api-client'
import { messageOf, useFormats, useLocalizedHref } from '@sceau/plugin-sdk/web/hooks'
import { ConfirmAction, CopyButton, DataTable, DetailRow, FormAlert, Notice, Screen, Section } from '@sceau/plugin-sdk/web/ui'
import type { CapsuleState, CapsuleStatus, CapsuleView } from '../../shared/types.js'
import { CAPSULES_KEY, isForbidden, isNotFound, paths, POLL_MS, screens, WORKING_STATES } from '../lib.js'
import { PriceConfirm } from './PriceConfirm.js'
import { StateTag } from './StateTag.js'

/**
 * A failed capture without deposit: a web proof can be captured again by the server; an extension
 * capture only by the extension (the page is offered to open); either can be deleted.
 */
function FailedActions({ capsule }: { capsule: CapsuleView }) {
  const { t } = useTranslation('capsules', { keyPrefix: 'screens.detail' })
  const href = useLocalizedHref()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const key = [...CAPSULES_KEY, 'capsule', capsule.id]
  // Captured again means deposited again: its price is asked for confirmation first, as for a new web proof.
  const [confirming, setConfirming] = useState(false)
  const status = useQuery({
    queryKey: [...CAPSULES_KEY, 'status'],
    queryFn: ({ signal }) => api.get<CapsuleStatus>(paths.status, { signal }),
    enabled: capsule.kind === 'server',
    meta: { silent: true },
  })
  const price = status.data?.price
  const retry = useMutation({
    mutationFn: (priceCents: number) => api.post<CapsuleView>(paths.retry(capsule.id), { priceCents }),
    onSuccess: (next) => queryClient.setQueryData(key, next),
    onSettled: () => setConfirming(false),
    onError: () => void status.refetch(),
  })
  const remove = useMutation({
    mutationFn: () => api.delete(paths.capsule(capsule.id)),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: key })
      await queryClient.invalidateQueries({ queryKey: CAPSULES_KEY })
      await navigate(href(capsule.kind === 'server' ? screens.screenshots : screens.captures))
    },
  })
  const failure = retry.error ?? remove.error
  return (
    <div className="mt-3 space-y-3">
      {failure && <FormAlert>{messageOf(failure, t('actionFailed'))}</FormAlert>}
      {capsule.kind === 'extension' && <p className="text-sm">{t('retryExtension')}</p>}
      <div className="flex flex-wrap items-center gap-3">
        {capsule.kind === 'server' ? (
          confirming && price ? (
            <PriceConfirm
              price={price}
              pending={retry.isPending}
              confirmLabel={(amount) => t('retryConfirm', { price: amount })}
              onConfirm={() => retry.mutate(price.cents)}
              onCancel={() => setConfirming(false)}
            />
          ) : (
            <button type="button" className="btn-primary" disabled={retry.isPending || !price} onClick={() => setConfirming(true)}>
              {retry.isPending ? t('retrying') : t('retry')}
            </button>
          )
        ) : (
          <a className="btn-secondary" href={capsule.url} target="_blank" rel="noreferrer noopener">
            {t('openPage')}
          </a>
        )}
        <ConfirmAction label={t('delete')} question={t('deleteConfirm')} pending={remove.isPending} onConfirm={() => remove.mutate()} />
      </div>
    </div>
  )
}

/** The steps a capture goes through, for the progress list while the server works on it. */
const STEPS: Record<'extension' | 'server', CapsuleState[]> = {
  server: ['capturing', 'depositing', 'protected'],
  extension: ['uploading', 'checking', 'depositing', 'protected'],
}

/**
 * One capture: its screenshot, page, time, browser, the files inside its WACZ, its state (asked
 * again every few seconds while the server works on it) and its deposit (certificate, proof folder).
 */
export function CapsuleDetail({ id }: { id: string }) {
  const { t } = useTranslation('capsules', { keyPrefix: 'screens.detail' })
  const { t: tc } = useTranslation('capsules')
  const format = useFormats()
  const href = useLocalizedHref()
  const capsule = useQuery({
    queryKey: [...CAPSULES_KEY, 'capsule', id],
    queryFn: ({ signal }) => api.get<CapsuleView>(paths.capsule(id), { signal }),
    refetchInterval: (query) => (query.state.data && WORKING_STATES.includes(query.state.data.state) ? POLL_MS : false),
    retry: (count, error) => !isForbidden(error) && !isNotFound(error) && count < 2,
    meta: { silent: true },
  })
  const back = capsule.data?.kind === 'server' ? screens.screenshots : screens.captures
  const actions = (
    <Link className="btn-secondary" to={href(back)}>
      {capsule.data?.kind === 'server' ? t('backServer') : t('backExtension')}
    </Link>
  )
  if (capsule.isPending)
    return (
      <Screen title={t('title')}>
        <p role="status" className="text-slate-500">
          {t('loading')}
        </p>
      </Screen>
    )
  if (capsule.isError)
    return (
      <Screen title={t('title')} actions={actions}>
        {isForbidden(capsule.error) ? (
          <Notice title={t('notAllowed.title')} tone="warning">
            <p>{t('notAllowed.text')}</p>
          </Notice>
        ) : (
          <p role="alert" className="text-red-700 dark:text-red-300">
            {isNotFound(capsule.error) ? t('notFound') : t('failed')}
          </p>
        )}
      </Screen>
    )
  const data = capsule.data
  const working = WORKING_STATES.includes(data.state)
  const steps = STEPS[data.kind]
  const reached = steps.indexOf(data.state)
  const errorKey = data.error ? data.error.replace(/^capsules\./, '') : null
  return (
    <Screen title={data.title || data.url} intro={t(`intro.${data.kind}`)} actions={actions}>
      {working && (
        <Section title={t('progress.title')}>
          <ol className="space-y-2" aria-label={t('progress.title')}>
            {steps.map((step, index) => (
              <li key={step} className="flex items-center gap-2" aria-current={index === reached ? 'step' : undefined}>
                <span
                  aria-hidden
                  className={`inline-block h-3 w-3 rounded-full ${index < reached ? 'bg-emerald-500' : index === reached ? 'animate-pulse bg-amber-500' : 'bg-slate-300 dark:bg-slate-600'}`}
                />
                <span className={index === reached ? 'font-semibold' : 'text-slate-600 dark:text-slate-300'}>{t(`progress.${step}`)}</span>
              </li>
            ))}
          </ol>
          <p role="status" className="mt-3 text-sm text-slate-600 dark:text-slate-300">
            {t(`progress.now.${data.state}`)}
          </p>
        </Section>
      )}
      {data.state === 'failed' && (
        <Notice title={t('failedTitle')} tone="warning">
          <p role="alert">{errorKey ? tc(errorKey, { defaultValue: t('failedUnknown') }) : t('failedUnknown')}</p>
          {!data.depositId && <FailedActions capsule={data} />}
        </Notice>
      )}
      {data.screenshot && (
        <Section title={t('screenshot')}>
          <a
            href={api.url(paths.screenshot(data.id))}
            target="_blank"
            rel="noreferrer"
            className="block max-h-[32rem] overflow-auto rounded border border-slate-200 dark:border-slate-700"
          >
            <img
              src={api.url(paths.screenshot(data.id))}
              alt={t('screenshotAlt', { url: data.url })}
              width={data.screenshot.width}
              height={data.screenshot.height}
              className="h-auto w-full"
            />
          </a>
          <p className="mt-2 text-xs text-slate-500">
            {t('screenshotSize', { width: data.screenshot.width, height: data.screenshot.height, size: format.bytes(data.screenshot.size) })}
          </p>
          <dl className="mt-2">
            <DetailRow label={t('screenshotChecksum')} mono>
              <span className="break-all" data-testid="screenshot-sha256">
                {data.screenshot.sha256}
              </span>
            </DetailRow>
          </dl>
          <CopyButton value={data.screenshot.sha256} label={t('copyScreenshotChecksum')} failedLabel={t('copyFailed')} />
        </Section>
      )}
      <Section title={t('information')}>
        <dl className="divide-y divide-slate-200 dark:divide-slate-800">
          <DetailRow label={t('url')} mono>
            <a href={data.url} target="_blank" rel="noreferrer noopener" className="break-all text-brand-700 hover:underline dark:text-brand-300">
              {data.url}
            </a>
          </DetailRow>
          <DetailRow label={t('pageTitle')}>{data.title || '—'}</DetailRow>
          <DetailRow label={t('capturedAt')}>{format.dateTime(data.capturedAt)}</DetailRow>
          <DetailRow label={t('browser')}>{data.browser ?? '—'}</DetailRow>
          <DetailRow label={t('kind')}>{t(`kinds.${data.kind}`)}</DetailRow>
          <DetailRow label={t('state')}>
            <StateTag state={data.state} />
          </DetailRow>
          {data.wacz && (
            <DetailRow label={t('archive')}>
              {data.wacz.name} · {format.bytes(data.wacz.size)}
            </DetailRow>
          )}
          {data.wacz && (
            <DetailRow label={t('checksum')} mono>
              <span className="break-all">{data.wacz.sha256}</span>
            </DetailRow>
          )}
        </dl>
        {data.wacz && <CopyButton value={data.wacz.sha256} label={t('copyChecksum')} failedLabel={t('copyFailed')} />}
      </Section>
      <Section title={t('deposit.title')} text={data.depositId ? t('deposit.text') : t('deposit.none')}>
        <div className="flex flex-wrap gap-3">
          {data.depositId && (
            <Link className="btn-primary" to={href(screens.deposit(data.depositId))}>
              {data.depositNumber ? t('deposit.openNumber', { number: data.depositNumber }) : t('deposit.open')}
            </Link>
          )}
          {data.wacz && (
            <a className="btn-secondary" href={api.url(paths.wacz(data.id))} download>
              {t('downloadWacz')}
            </a>
          )}
          {data.screenshot && (
            <a className="btn-secondary" href={api.url(paths.screenshot(data.id))} download>
              {t('downloadScreenshot')}
            </a>
          )}
        </div>
      </Section>
      {data.contents.length > 0 && (
        <Section title={t('contents.title')} text={t('contents.text')}>
          <DataTable
            testId="wacz-contents"
            rows={data.contents}
            rowKey={(file) => file.path}
            columns={[
              { label: t('contents.path'), className: 'font-mono text-xs', primary: true, cell: (file) => file.path },
              { label: t('contents.size'), className: 'whitespace-nowrap', cell: (file) => format.bytes(file.size) },
            ]}
          />
        </Section>
      )}
    </Screen>
  )
}
