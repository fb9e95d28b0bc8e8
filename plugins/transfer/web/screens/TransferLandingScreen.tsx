import { useTranslation } from 'react-i18next'
import { useFormats, usePageTitle, useReferenceData } from '@sceau/plugin-sdk/web/hooks'
import { QueryStates } from '@sceau/plugin-sdk/web/ui'
import { SendBackground, TransferCard } from '../components/TransferCard.js'

/** GET /api/v2/transfer/limits */
export interface TransferLimits {
  anonymous: Tier
  free: Tier
  paid: Tier
}

interface Tier {
  maxBytes: number
  expiryDays: { min: number; max: number }
}

const TIERS = ['anonymous', 'free', 'paid'] as const

/** Transfer landing (docs/product.md §2): the creation card, then what can be sent, and for how long, with and without an account. */
export default function TransferLandingScreen() {
  const { t } = useTranslation('transfer', { keyPrefix: 'screens.landing' })
  usePageTitle(t('title'))
  const formats = useFormats()
  const limits = useReferenceData<TransferLimits>('/transfer/limits')
  return (
    <section className="mx-auto max-w-4xl">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-600 dark:text-slate-300">{t('intro')}</p>
      <SendBackground className="mt-8 max-w-2xl">
        <TransferCard />
      </SendBackground>
      <h2 className="mt-12 text-xl font-semibold">{t('limitsTitle')}</h2>
      <QueryStates query={limits} loading={t('loading')} failed={t('unavailable')} className="mt-4">
        {(data) => (
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            {TIERS.map((tier) => {
              const { maxBytes, expiryDays } = data[tier]
              return (
                <li key={tier} className="card">
                  <h3 className="font-semibold">{t(`tiers.${tier}`)}</h3>
                  <p className="mt-3 text-2xl font-bold">{t('maxSize', { size: formats.bytes(maxBytes) })}</p>
                  <p className="mt-1 text-slate-600 dark:text-slate-300">
                    {expiryDays.min === expiryDays.max
                      ? t('expiryFixed', { days: expiryDays.max })
                      : t('expiryRange', { min: expiryDays.min, max: expiryDays.max })}
                  </p>
                </li>
              )
            })}
          </ul>
        )}
      </QueryStates>
      <p className="mt-8 text-sm text-slate-500 dark:text-slate-400">{t('privateNotice')}</p>
    </section>
  )
}
