import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { externalPage, useCurrentUser, useLocalizedHref } from '@sceau/plugin-sdk/web/hooks'

/** docs/product.md §6: administrators hold an admin or organization permission entry. */
const isAdministrator = (permissions: Record<string, unknown> | null | undefined) => Boolean(permissions?.admin || permissions?.organization)

/**
 * A deposit waiting for its card payment (credits did not cover it): pay it on the provider's page,
 * then it is sealed. Its invoice names the buyer, so while the organisation's billing information is
 * missing there is no payment yet: an administrator is sent to fill it in, a member to ask them.
 */
export function PayNowCard({ paymentUrl, needs }: { paymentUrl: string | null; needs: 'billingInfo' | null }) {
  const { t } = useTranslation('consignment', { keyPrefix: 'screens.detail.payNow' })
  const href = useLocalizedHref()
  const me = useCurrentUser()
  const admin = isAdministrator(me.data?.permissions as Record<string, unknown> | undefined)
  return (
    <section className="card space-y-3 border-amber-300" aria-label={t('title')}>
      <h2 className="text-lg font-semibold">{t('title')}</h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('text')}</p>
      {needs === 'billingInfo' ? (
        <>
          <p role="note" className="text-sm text-amber-800 dark:text-amber-300">
            {t(admin ? 'infoFirst' : 'infoFirstMember')}
          </p>
          {admin && (
            <Link className="btn-primary" to={href('/app/billing')}>
              {t('fillInfo')}
            </Link>
          )}
        </>
      ) : (
        paymentUrl && (
          <button type="button" className="btn-primary" onClick={() => externalPage.open(paymentUrl)}>
            {t('action')}
          </button>
        )
      )}
    </section>
  )
}
