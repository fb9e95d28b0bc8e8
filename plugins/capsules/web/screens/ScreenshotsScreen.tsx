import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useLocalizedHref } from '@sceau/plugin-sdk/web/hooks'
import { Screen } from '@sceau/plugin-sdk/web/ui'
import { CapsuleList } from '../components/CapsuleList.js'
import { screens } from '../lib.js'

/** /app/screenshots: web proofs captured by the server (kind=server), and the way to a new one. */
export default function ScreenshotsScreen() {
  const { t } = useTranslation('capsules', { keyPrefix: 'screens.screenshots' })
  const href = useLocalizedHref()
  return (
    <Screen
      title={t('title')}
      intro={t('intro')}

      actions={
        <Link className="btn-primary" to={href(screens.newScreenshot)}>
          {t('new')}
        </Link>
      }
    >
      <CapsuleList kind="server" title={t('listTitle')} />
    </Screen>
  )
}
