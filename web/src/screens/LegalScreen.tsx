import { useTranslation } from 'react-i18next'
import { ArticlePage } from '../components/ArticlePage'
import { LegalNoticeIdentities } from './LegalNoticeIdentities'

/* Section anchors are shared by every language so footer links work everywhere. */
const SECTIONS = [
  { id: 'legal-notice', key: 'legalNotice', paragraphs: 2 },
  { id: 'terms', key: 'terms', paragraphs: 3 },
  { id: 'privacy', key: 'privacy', paragraphs: 3 },
  { id: 'cookies', key: 'cookies', paragraphs: 3 },
] as const

/** Legal notice, terms, privacy and cookies (footer links of docs/product.md §1), one page with anchors. */
export function LegalScreen() {
  const { t } = useTranslation('core', { keyPrefix: 'screens.legal' })
  return (
    <ArticlePage
      title={t('title')}
      intro={t('intro')}
      sections={SECTIONS.map((section) => ({
        id: section.id,
        title: t(`${section.key}.title`),
        paragraphs: Array.from({ length: section.paragraphs }, (_, index) => t(`${section.key}.p${index + 1}`)),
        // French law (LCEN art. 6): the notice names the publisher and the host, from the operator's settings.
        content: section.key === 'legalNotice' ? <LegalNoticeIdentities /> : undefined,
      }))}
    />
  )
}
