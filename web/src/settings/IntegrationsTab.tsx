import { useTranslation } from 'react-i18next'
import { BuiltLink } from '../components/BuiltLink'
import { AccessTokens } from './AccessTokens'
import { ApiKeys } from './ApiKeys'
import { useSession } from '../session/useSession'

/** The integrations hub, access tokens for the extension and the CLI (everyone), organisation API keys for server integrations (administrators). */
export function IntegrationsTab() {
  const { user, derived } = useSession()
  const { t } = useTranslation('core')
  return (
    <>
      <p>
        <BuiltLink to="/app/integrations" className="btn-secondary">
          {t('integrations.hub')}
        </BuiltLink>
      </p>
      <AccessTokens />
      {derived.admin && user?.organization && <ApiKeys organisationId={user.organization.id} />}
    </>
  )
}
