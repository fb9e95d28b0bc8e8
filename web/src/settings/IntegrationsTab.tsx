import { AccessTokens } from './AccessTokens'
import { ApiKeys } from './ApiKeys'
import { useSession } from '../session/useSession'

/** Access tokens for the extension and the CLI (everyone), organisation API keys for server integrations (administrators). */
export function IntegrationsTab() {
  const { user, derived } = useSession()
  return (
    <>
      <AccessTokens />
      {derived.admin && user?.organization && <ApiKeys organisationId={user.organization.id} />}
    </>
  )
}
