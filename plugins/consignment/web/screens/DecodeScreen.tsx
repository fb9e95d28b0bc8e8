import { useMutation } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { decodeInBrowser } from '../components/verify/decodeInBrowser.js'
import { DetailRow } from '@sceau/plugin-sdk/web/ui'
import { messageOf, useFormats, usePageTitle } from '@sceau/plugin-sdk/web/hooks'
import { DECODE_FAILURES } from '../../shared/decodeFailures.js'

/** Why the hash was refused: the browser's own check names it (SecurityHashError's code), the server's answer is already worded. */
function failureOf(error: unknown, t: (key: string) => string, fallback: string): string {
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code === 'string' && code in DECODE_FAILURES) return t(`errors.${DECODE_FAILURES[code as keyof typeof DECODE_FAILURES]}`)
  return messageOf(error, fallback)
}

/** docs/product.md §2 "Hash decode": the fields a security hash carries, shown once the platform's signature checked out in the visitor's browser. */
export default function DecodeScreen() {
  const { t } = useTranslation('consignment', { keyPrefix: 'screens.decode' })
  const { t: tc } = useTranslation('consignment')
  const formats = useFormats()
  usePageTitle(t('title'))
  // The certificate and deposit pages link here with their hash (`/decode?hash=…`).
  const [params] = useSearchParams()
  const [hash, setHash] = useState(() => params.get('hash') ?? '')
  const [missing, setMissing] = useState(false)
  const decode = useMutation({ mutationFn: decodeInBrowser })
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setMissing(!hash.trim())
    if (hash.trim()) decode.mutate(hash.trim())
  }
  const data = decode.data
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t('intro')}</p>
      <form className="card mt-6 space-y-3" onSubmit={onSubmit} noValidate>
        <label className="block text-sm font-medium">
          {t('label')}
          <textarea
            className="mt-1 block w-full rounded-md border border-slate-300 p-3 font-mono text-xs dark:border-slate-600 dark:bg-slate-800"
            rows={4}
            value={hash}
            aria-invalid={missing}
            onChange={(e) => {
              setHash(e.target.value)
              setMissing(false)
              decode.reset()
            }}
          />
        </label>
        {missing && (
          <p role="alert" className="text-sm text-red-700">
            {t('required')}
          </p>
        )}
        <button type="submit" className="btn-primary" disabled={decode.isPending}>
          {t('submit')}
        </button>
        {decode.isError && !missing && (
          <p role="alert" className="text-sm text-red-700">
            {failureOf(decode.error, tc, t('failed'))}
          </p>
        )}
      </form>
      {data && !decode.isError && (
        <section className="card mt-6" aria-label={t('result')}>
          <p className="font-semibold text-green-700 dark:text-green-400" data-checked-by={data.checkedBy}>
            {data.checkedBy === 'local' ? t('checkedInBrowser', { keyId: data.keyId }) : t('checkedByServer', { keyId: data.keyId })}
          </p>
          <dl className="mt-3 divide-y divide-slate-100 dark:divide-slate-800" data-testid="decoded">
            <DetailRow label={t('fields.fileName')}>{data.fileName}</DetailRow>
            <DetailRow label={t('fields.uniqueId')} mono>
              {data.uniqueId}
            </DetailRow>
            <DetailRow label={t('fields.checksum')} mono>
              {data.checksum}
            </DetailRow>
            <DetailRow label={t('fields.size')}>{formats.bytes(data.size)}</DetailRow>
            <DetailRow label={t('fields.depositor')}>{data.depositor}</DetailRow>
            <DetailRow label={t('fields.depositorEmail')}>{data.depositorEmail}</DetailRow>
            <DetailRow label={t('fields.coAuthors')}>{data.coAuthors.map((c) => `${c.firstname} ${c.lastname} <${c.email}>`).join(', ') || '—'}</DetailRow>
            <DetailRow label={t('fields.depositDate')}>{formats.dateTime(data.depositDate)}</DetailRow>
            <DetailRow label={t('fields.endOfConservation')}>{formats.date(data.endOfConservationDate)}</DetailRow>
          </dl>
        </section>
      )}
    </article>
  )
}
