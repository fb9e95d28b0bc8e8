import { useTranslation } from 'react-i18next'
import { useAnchoring, useQualifiedTimestamps } from '@sceau/plugin-sdk/web/hooks'
import { ArticlePage } from '../components/ArticlePage'
import { LocalizedLink } from '../components/LocalizedLink'

const SECTIONS = ['hosting', 'ownership', 'security', 'proof', 'retention', 'transparency'] as const

/** "Our commitments" (docs/product.md §2 localised info page). */
export function CommitmentsScreen() {
  const { t } = useTranslation('core', { keyPrefix: 'screens.commitments' })
  const qualified = useQualifiedTimestamps()
  // The blockchain record is named only when the instance anchors (GET /api/v2/instance).
  const anchoring = useAnchoring()
  const proofKey = qualified ? (anchoring ? 'proof.text' : 'proof.textNoChain') : 'proof.textNotQualified'
  return (
    <ArticlePage
      title={t('title')}
      intro={t('intro')}
      sections={SECTIONS.map((id) => ({
        id,
        title: t(`${id}.title`),
        paragraphs: [t(id === 'proof' ? proofKey : `${id}.text`)],
      }))}
    >
      <LocalizedLink to="/infos/preuve-depot-consignation" className="btn-primary mt-12">
        {t('proofLink')}
      </LocalizedLink>
    </ArticlePage>
  )
}
