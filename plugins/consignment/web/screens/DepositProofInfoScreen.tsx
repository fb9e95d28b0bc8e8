import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api } from '@sceau/api-client'
import { useAnchoring, useFormats, usePageTitle, useQualifiedTimestamps } from '@sceau/plugin-sdk/web/hooks'
import { QueryStates } from '@sceau/plugin-sdk/web/ui'

/** GET /api/v2/consignment/offer */
export interface DepositOffer {
  fromPriceEuros: number
  defaultYears: number
  paidPlanDiscount: number
  types: string[]
}

const SECTIONS = ['what', 'how', 'value', 'verify'] as const

/** "What a deposit proof is" (docs/product.md §2 localised info page), with the current offer. */
export default function DepositProofInfoScreen() {
  const { t } = useTranslation('consignment', { keyPrefix: 'screens.proofInfo' })
  usePageTitle(t('title'))
  const formats = useFormats()
  // "how" and "value" say what this instance issues: qualified or not (embedded TSA), a blockchain record or none (no chain set).
  const qualified = useQualifiedTimestamps()
  const anchoring = useAnchoring()
  const key = (section: (typeof SECTIONS)[number]) => {
    if (section === 'how') return `how${qualified ? '' : 'NotQualified'}${anchoring ? '' : 'NoChain'}`
    if (section === 'value') return qualified ? `value${anchoring ? '' : 'NoChain'}` : 'valueNotQualified'
    return section
  }
  const offer = useQuery({
    queryKey: ['consignment', 'offer'],
    queryFn: ({ signal }) => api.get<DepositOffer>('/consignment/offer', { signal }),
  })
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-4xl font-bold tracking-tight">{t('title')}</h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{t('intro')}</p>
      {SECTIONS.map((section) => (
        <section key={section} className="mt-10">
          <h2 className="text-2xl font-semibold">{t(`${key(section)}.title`)}</h2>
          <p className="mt-3 leading-relaxed text-slate-700 dark:text-slate-300">{t(`${key(section)}.text`)}</p>
        </section>
      ))}
      <section className="card mt-12" aria-busy={offer.isPending}>
        <h2 className="text-2xl font-semibold">{t('offer.title')}</h2>
        <QueryStates query={offer} loading={t('offer.loading')} failed={t('offer.unavailable')} className="mt-3">
          {(data) => (
            <>
              <p className="mt-3 text-3xl font-bold">
                {t('offer.price', { price: formats.euros(Math.round(data.fromPriceEuros * 100)), years: data.defaultYears })}
              </p>
              <p className="mt-1 text-slate-600 dark:text-slate-300">{t('offer.discount', { percent: Math.round(data.paidPlanDiscount * 100) })}</p>
              <h3 className="mt-6 font-semibold">{t('offer.typesTitle')}</h3>
              <dl className="mt-3 space-y-3">
                {data.types.map((type) => (
                  <div key={type}>
                    <dt className="font-medium">{t(`types.${type}.name`, { defaultValue: type })}</dt>
                    <dd className="text-slate-600 dark:text-slate-300">{t(`types.${type}.text`, { defaultValue: '' })}</dd>
                  </div>
                ))}
              </dl>
            </>
          )}
        </QueryStates>
      </section>
    </article>
  )
}
