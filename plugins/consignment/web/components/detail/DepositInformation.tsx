import { useTranslation } from 'react-i18next'
import { useFormats } from '@sceau/plugin-sdk/web/hooks'
import { DetailRow } from '@sceau/plugin-sdk/web/ui'
import type { DepositDetail } from '../../../shared/types.js'
import { LINK_CLASS } from '../classes.js'
import { CaptureRows } from '../CaptureRows.js'

/** Who deposited what and when, until when it is kept, its price and invoice, (the badge's code for a site is in the badge card). */
export function DepositInformation({ deposit, language }: { deposit: DepositDetail; language: string }) {
  const { t } = useTranslation('consignment', { keyPrefix: 'screens.detail' })
  const formats = useFormats()
  return (
    <section className="card">
      <h2 className="text-lg font-semibold">{t('information')}</h2>
      <dl className="mt-2 divide-y divide-slate-100 dark:divide-slate-800">
        <DetailRow label={t('fields.author')}>
          {deposit.author.name} ({deposit.author.email})
        </DetailRow>
        {deposit.coAuthorList.length > 0 && <DetailRow label={t('fields.coAuthors')}>{deposit.coAuthors.join(', ')}</DetailRow>}
        <DetailRow label={t('fields.creator')}>{deposit.creator}</DetailRow>
        <CaptureRows capture={deposit.capture} />
        <DetailRow label={t('fields.depositedAt')}>{formats.dateTime(deposit.depositedAt)}</DetailRow>
        <DetailRow label={t('fields.expiresAt')}>{formats.date(deposit.expiresAt)}</DetailRow>
        <DetailRow label={t('fields.renewalDate')}>{formats.date(deposit.renewalDate)}</DetailRow>
        <DetailRow label={t('fields.price')}>
          {formats.euros(deposit.price.totalCents)} · {t(`payment.${deposit.price.method ?? 'pending'}`)}
          {deposit.invoiceId && (
            <>
              {' · '}
              <a className={LINK_CLASS} href={`/api/v2/consignment/deposits/${deposit.id}/invoice?lang=${language}`}>
                {t('invoice')}
              </a>
            </>
          )}
        </DetailRow>
      </dl>
    </section>
  )
}
