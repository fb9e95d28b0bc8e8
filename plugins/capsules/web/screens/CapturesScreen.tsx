import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { useLocalizedHref } from '@sceau/plugin-sdk/web/hooks'
import { Screen } from '@sceau/plugin-sdk/web/ui'
import { CapsuleDetail } from '../components/CapsuleDetail.js'
import { CapsuleList } from '../components/CapsuleList.js'
import { screens } from '../lib.js'

/** /app/integrations/capsules (the extension's captures) and /app/integrations/capsules/{id} (one capture, of either kind). */
export default function CapturesScreen() {
  const { id } = useParams()
  const { t } = useTranslation('capsules', { keyPrefix: 'screens.captures' })
  const href = useLocalizedHref()
  if (id) return <CapsuleDetail key={id} id={id} />
  return (
    <Screen
      title={t('title')}
      intro={t('intro')}

      actions={
        <Link className="btn-secondary" to={href(screens.hub)}>
          {t('hub')}
        </Link>
      }
    >
      <CapsuleList kind="extension" title={t('listTitle')} />
    </Screen>
  )
}
