import { ArrowRight, Check, FileCheck, FolderUp, Link as LinkIcon, Lock, Server, ShieldCheck, Stamp } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { LIMITS } from '@sceau/shared'
import { LocalizedLink } from '../components/LocalizedLink'
import { FeatureList, usePaidFeatures } from '../billing/PlanFeatures'
import { useFormats } from '@sceau/plugin-sdk/web/hooks'
import { useSealWording } from './homeWording'

const DEPOSIT_FROM_CENTS = 400

/** The home page below its first screen (HomeScreen loads it as it nears the viewport): the two jobs, the steps of a deposit, the prices, the call to sign up. */
export function HomeSections() {
  const { t } = useTranslation('core', { keyPrefix: 'screens.home' })
  const { notQualified, anchoring, sealVariant } = useSealWording()
  const format = useFormats()
  const free = { size: format.bytes(LIMITS.freeTransferBytes), days: LIMITS.freeExpiryDays.max }
  const paid = { size: format.bytes(LIMITS.paidTransferBytes), min: LIMITS.paidExpiryDays.min, max: LIMITS.paidExpiryDays.max }
  const depositPrice = { price: format.euros(DEPOSIT_FROM_CENTS), years: LIMITS.defaultDepositYears }
  const discount = { percent: LIMITS.depositDiscountOnPaidPlan * 100 }

  const transferPoints = [
    { icon: FolderUp, text: t('transfer.points.filesAndFolders') },
    { icon: Check, text: t('transfer.points.free', free) },
    { icon: Check, text: t('transfer.points.paid', paid) },
    { icon: Lock, text: t('transfer.points.password') },
    { icon: Server, text: t('transfer.points.france') },
  ]
  const proofPoints = [
    { icon: Stamp, text: t(`proof.points.timestamp${notQualified}`) },
    ...(anchoring ? [{ icon: LinkIcon, text: t('proof.points.blockchain') }] : []),
    { icon: FileCheck, text: t('proof.points.certificate') },
    { icon: ShieldCheck, text: t('proof.points.verify') },
    { icon: Check, text: t('proof.points.price', depositPrice) },
  ]
  const steps = ['deposit', 'seal', 'certify'] as const
  const freeFeatures = [t('pricing.free.size', free), t('pricing.free.history', { days: LIMITS.freeHistoryDays }), t('pricing.free.deposits')]
  const paidFeatures = usePaidFeatures()

  return (
    <>
      <section className="mx-auto grid max-w-6xl gap-6 px-4 py-16 md:grid-cols-2">
        {[
          { id: 'transfer', points: transferPoints, cta: { to: '/transfer', label: t('transfer.cta') } },
          { id: 'proof', points: proofPoints, cta: { to: '/infos/preuve-depot-consignation', label: t('proof.cta') } },
        ].map((job) => (
          <article key={job.id} className="card flex flex-col">
            <h2 className="text-2xl font-semibold">{t(`${job.id}.title`)}</h2>
            <p className="mt-3 text-slate-600 dark:text-slate-300">{t(`${job.id}.text`)}</p>
            <ul className="mt-6 flex-1 space-y-3">
              {job.points.map(({ icon: Glyph, text }) => (
                <li key={text} className="flex gap-3">
                  <Glyph aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-300" />
                  <span>{text}</span>
                </li>
              ))}
            </ul>
            <LocalizedLink to={job.cta.to} className="mt-6 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline dark:text-brand-300">
              {job.cta.label}
              <ArrowRight aria-hidden className="size-4" />
            </LocalizedLink>
          </article>
        ))}
      </section>

      <section className="bg-slate-50 dark:bg-slate-950">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h2 className="text-3xl font-bold tracking-tight">{t('steps.title')}</h2>
          <p className="mt-3 max-w-2xl text-slate-600 dark:text-slate-300">{t('steps.text')}</p>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step} className="card">
                <span aria-hidden className="flex size-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold">{t(`steps.${step}.title`)}</h3>
                <p className="mt-2 text-slate-600 dark:text-slate-300">{t(step === 'seal' ? `steps.seal.text${sealVariant}` : `steps.${step}.text`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-16">
        <h2 className="text-3xl font-bold tracking-tight">{t('pricing.title')}</h2>
        <p className="mt-3 max-w-2xl text-slate-600 dark:text-slate-300">{t('pricing.text')}</p>
        <div className="mt-10 grid gap-6 lg:grid-cols-3">
          <article className="card">
            <h3 className="text-lg font-semibold">{t('pricing.free.name')}</h3>
            <p className="mt-2 text-3xl font-bold">{format.euros(0)}</p>
            <FeatureList features={freeFeatures} />
          </article>
          <article className="card border-brand-500 ring-2 ring-brand-500">
            <h3 className="text-lg font-semibold">{t('pricing.paid.name')}</h3>
            <p className="mt-2 text-3xl font-bold">{t('pricing.paid.price', { price: format.euros(LIMITS.paidPlanMonthlyEuros * 100) })}</p>
            <p className="text-sm text-slate-500 dark:text-slate-400">{t('pricing.paid.billing')}</p>
            <FeatureList features={paidFeatures} />
          </article>
          <article className="card">
            <h3 className="text-lg font-semibold">{t('pricing.deposit.name')}</h3>
            <p className="mt-2 text-3xl font-bold">{t('pricing.deposit.price', depositPrice)}</p>
            <p className="mt-6 text-slate-600 dark:text-slate-300">{t('pricing.deposit.text', { ...depositPrice, ...discount })}</p>
          </article>
        </div>
      </section>

      <section className="bg-brand-700 text-white dark:bg-brand-900">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-14 md:flex-row md:items-center">
          <div className="flex-1">
            <h2 className="text-2xl font-bold">{t('cta.title')}</h2>
            <p className="mt-2 text-brand-100">{t('cta.text')}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <LocalizedLink to="/signin" className="btn-secondary">
              {t('cta.signup')}
            </LocalizedLink>
            <LocalizedLink to="/infos/nos-engagements" className="inline-flex items-center gap-1 px-2 py-2 font-semibold underline">
              {t('cta.commitments')}
            </LocalizedLink>
          </div>
        </div>
      </section>
    </>
  )
}
