import type { HttpContext } from '@adonisjs/core/http'
import { deriveAccess } from '@sceau/shared'

/**
 * GET /integrations/whoami: who a token or an API key acts as, for the extension, the CLI and
 * server integrations to check their credentials and what they may do.
 */
export default class IntegrationsController {
  async whoami({ actor }: HttpContext) {
    const a = actor!
    const access = deriveAccess(a.permissions, { premium: a.premium })
    return {
      kind: a.kind,
      userId: a.userId === null ? null : String(a.userId),
      email: a.email,
      apiKeyId: a.apiKeyId ? String(a.apiKeyId) : null,
      organizationId: String(a.organisationId),
      role: a.role,
      premium: a.premium,
      integration: access.integration,
    }
  }
}
