import { useTranslation } from 'react-i18next'
import { useQualifiedTimestamps } from '@sceau/plugin-sdk/web/hooks'
import { ArticlePage } from '../components/ArticlePage'
import { LocalizedLink } from '../components/LocalizedLink'

const SECTIONS = ['hosting', 'ownership', 'security', 'proof', 'retention', 'transparency'] as const

/** "Our commitments" (docs/product.md §2 localised info page). */
export function CommitmentsScreen() {
  const { t } = useTranslation('core', { keyPrefix: 'screens.commitments' })
  const qualified = useQualifiedTimestamps()
  return (
    <ArticlePage
      title={t('title')}
      intro={t('intro')}
      sections={SECTIONS.map((id) => ({
        id,
        title: t(`${id}.title`),
        paragraphs: [t(id === 'proof' && !qualified ? 'proof.textNotQualified' : `${id}.text`)],
      }))}
    >
      <LocalizedLink to="/infos/preuve-depot-consignation" className="btn-primary mt-12">
        {t('proofLink')}
      </LocalizedLink>
    </ArticlePage>
  )
}
