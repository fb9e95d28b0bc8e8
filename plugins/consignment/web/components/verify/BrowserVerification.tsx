import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api } from '@sceau/api-client'
import { useFormats } from '@sceau/plugin-sdk/web/hooks'
import { Section } from '@sceau/plugin-sdk/web/ui'
import type { EvidenceLayer, EvidenceLayerResult } from '@sceau/proof/evidence'
import { LINK_CLASS } from '../classes.js'
import { verifyInBrowser } from './verifyInBrowser.js'

/** The order a reader follows: the token, the signed hash, the anchor, then the copy they dropped. */
const LAYERS: EvidenceLayer[] = ['timestamp', 'securityHash', 'merkle', 'chain', 'file']

type Status = 'local' | 'server' | 'failed' | 'skipped'

function statusOf(layer: EvidenceLayerResult): Status {
  if (layer.skipped) return layer.checkedBy === 'server' ? 'server' : 'skipped'
  if (!layer.ok) return 'failed'
  return layer.checkedBy
}

const MARKS: Record<Status, { mark: string; tone: string }> = {
  local: { mark: '✓', tone: 'text-green-700 dark:text-green-400' },
  failed: { mark: '✗', tone: 'text-red-700 dark:text-red-300' },
  server: { mark: '↧', tone: 'text-slate-600 dark:text-slate-300' },
  skipped: { mark: '–', tone: 'text-slate-500' },
}

/**
 * Issue 14: the certificate's proof checked by the visitor's browser with the same verifier as the
 * CLI (loaded on demand), from the evidence and trust routes; each layer says whether it was checked
 * here, skipped, or is the server's word, and a failure is said plainly.
 */
export function BrowserVerification({ token, fileSha256, noChain = false }: { token: string; fileSha256?: string; noChain?: boolean }) {
  const { t } = useTranslation('consignment', { keyPrefix: 'screens.certificate.browser' })
  const formats = useFormats()
  const evidence = useQuery({
    queryKey: ['consignment', 'evidence', token],
    queryFn: ({ signal }) => api.get<unknown>(`/consignment/evidence/${encodeURIComponent(token)}`, { signal }),
    staleTime: Infinity,
    retry: false,
    meta: { silent: true },
  })
  const trust = useQuery({
    queryKey: ['consignment', 'trust'],
    queryFn: ({ signal }) => api.get<unknown>('/consignment/trust', { signal }),
    staleTime: Infinity,
    retry: false,
    meta: { silent: true },
  })
  const check = useQuery({
    queryKey: ['consignment', 'browser-check', token, fileSha256 ?? null],
    queryFn: () => verifyInBrowser(evidence.data, trust.data, fileSha256),
    enabled: evidence.isSuccess && trust.isSuccess,
    // While a dropped copy is checked, the layers already shown stay.
    placeholderData: (previous) => previous,
    staleTime: Infinity,
    retry: false,
    meta: { silent: true },
  })
  const result = check.data
  // A different copy says nothing against the proof: the verdict is the proof's layers, the copy has its own row.
  const proofHolds = result ? LAYERS.every((name) => name === 'file' || result.verification.layers[name].ok) : undefined

  return (
    <div data-testid="browser-verification" data-verdict={result ? (proofHolds ? 'ok' : 'failed') : undefined}>
      <Section title={t('title')} text={t('intro')}>
        {(evidence.isError || trust.isError) && (
          <p role="alert" className="text-red-700 dark:text-red-300">
            {t('unavailable')}
          </p>
        )}
        {!evidence.isError && !trust.isError && (check.isPending || check.isFetching) && !result && <p role="status">{t('checking')}</p>}
        {(check.isError || result === null) && (
          <p role="alert" className="font-semibold text-red-700 dark:text-red-300">
            {t('malformed')}
          </p>
        )}
        {result && (
          <>
            <p role="status" className={`font-semibold ${proofHolds ? 'text-green-700 dark:text-green-400' : 'text-red-700 dark:text-red-300'}`}>
              {proofHolds ? t('verdict.ok') : t('verdict.failed')}
            </p>
            <ul className="divide-y divide-slate-100 dark:divide-slate-800">
              {LAYERS.map((name) => {
                const layer = result.verification.layers[name]
                const status = statusOf(layer)
                return (
                  <li key={name} className="flex gap-3 py-2 text-sm" data-layer={name} data-status={status}>
                    <span aria-hidden="true" className={`w-4 shrink-0 text-center font-bold ${MARKS[status].tone}`}>
                      {MARKS[status].mark}
                    </span>
                    <div className="min-w-0 space-y-0.5">
                      <p className="font-medium">{t(`layers.${name}`)}</p>
                      <p className={MARKS[status].tone}>{t(`status.${status}`)}</p>
                      {name === 'timestamp' && status === 'local' && result.verification.genTime && (
                        <p>{t('signedAt', { date: formats.dateTime(result.verification.genTime), tsa: result.verification.tsaName ?? '—' })}</p>
                      )}
                      {name === 'timestamp' && <p>{result.verification.qualified ? t('qualified') : t('notQualified')}</p>}
                      {layer.skipped && <p className="text-slate-600 dark:text-slate-300">{t(skipReason(name, result.verification.anchored, noChain))}</p>}
                      {name === 'chain' && result.transactionUrl && (
                        <a className={LINK_CLASS} href={result.transactionUrl} target="_blank" rel="noreferrer">
                          {t('transaction')}
                        </a>
                      )}
                      {status === 'failed' && <p className="font-mono text-xs break-words text-red-700 dark:text-red-300">{layer.reason}</p>}
                    </div>
                  </li>
                )
              })}
            </ul>
          </>
        )}
      </Section>
    </div>
  )
}

/** Why a layer was not checked here, from what the evidence says (the verifier's reason is English, for logs). */
function skipReason(layer: EvidenceLayer, anchored: boolean, noChain: boolean) {
  if (layer === 'file') return 'skipped.file'
  if (layer === 'securityHash') return 'skipped.securityHash'
  // An instance without a chain will never anchor: "pending" would promise a record that never comes.
  if (!anchored) return noChain ? 'skipped.anchorNone' : 'skipped.anchorPending'
  return 'skipped.noRpc'
}
