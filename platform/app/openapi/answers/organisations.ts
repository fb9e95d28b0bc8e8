/* The organisations API's answers as schemas (app/routes/account_routes.ts), checked against what the controllers return. */
import { Shape, Type, type Static } from '@sceau/plugin-sdk/server'
import { API_KEY_SCOPES } from '@sceau/shared'
import type OrganisationsController from '#controllers/organisations_controller'
import type MembersController from '#controllers/members_controller'
import type InvitationsController from '#controllers/invitations_controller'
import type CustomisationController from '#controllers/customisation_controller'
import type PrivacyController from '#controllers/privacy_controller'
import type ApiKeysController from '#controllers/api_keys_controller'
import type ContactsController from '#controllers/contacts_controller'
import type { presentInvitation } from '#controllers/invitations_controller'
import { Customisation, OrganisationWithRights } from './accounts.js'
import { Count, Integration, IsoDate, Literals, MaybeIsoDate, Person, Rights, Role, type Agrees, type Returned } from './common.js'

export { OrganisationWithRights }

export const Members = Shape({
  allowed: Type.Boolean({ description: 'False: the plan does not allow members (the "not allowed by subscription" notice)' }),
  memberLimit: Count(),
  remainingMembers: Type.Integer(),
  availableRights: Type.Array(Type.String()),
  members: Type.Array(
    Shape({
      ...Person,
      userId: Type.String(),
      role: Role,
      rights: Rights,
      owner: Type.Boolean({ description: 'Owns this personal organisation' }),
      joinedAt: IsoDate(),
    })
  ),
})
export const MemberChanged = Shape({ userId: Type.String(), role: Role, rights: Rights })

export const Invitation = Shape({
  id: Type.String(),
  email: Type.String(),
  status: Literals(['pending', 'accepted', 'declined'] as const),
  rights: Rights,
  sentAt: IsoDate(),
  expiresAt: IsoDate(),
})
export const Invitations = Shape({ invitations: Type.Array(Invitation) })

export const CustomisationView = Shape({ allowed: Type.Boolean({ description: 'False: the plan does not include customisation' }), ...Customisation })

export const PrivacyView = Shape({
  deliveryRetentionDays: Type.Integer({ description: "Days recipients' network information stays in proof-of-delivery logs, and a deleted transfer's proof" }),
  defaultDays: Type.Integer(),
  minDays: Type.Integer(),
  maxDays: Type.Integer(),
})

const Scope = Literals(API_KEY_SCOPES)
const key = {
  id: Type.String(),
  name: Type.String(),
  publicKey: Type.String({ description: '"sck_…": the x-sceau-key header' }),
  permissions: Integration,
  scopes: Type.Array(Scope),
  createdAt: IsoDate(),
  lastUsedAt: MaybeIsoDate(),
}
export const ApiKey = Shape(key)
export const CreatedApiKey = Shape({ ...key, secret: Type.String({ description: '"scs_…", shown this once' }) })
export const ApiKeys = Shape({
  allowed: Type.Boolean({ description: 'False: the plan has no integration' }),
  availablePermissions: Integration,
  availableScopes: Type.Array(Scope),
  keys: Type.Array(ApiKey),
})

export const Contact = Shape({
  id: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
  email: Type.String(),
  createdAt: IsoDate(),
  updatedAt: IsoDate(),
})
export const Contacts = Shape({
  data: Type.Array(Contact),
  meta: Shape({ total: Count(), perPage: Type.Integer(), currentPage: Type.Integer(), lastPage: Type.Integer() }),
})

const checks: [
  Agrees<Static<typeof OrganisationWithRights>, Returned<typeof OrganisationsController, 'show'>>,
  Agrees<Static<typeof Members>, Returned<typeof MembersController, 'index'>>,
  Agrees<Static<typeof MemberChanged>, Returned<typeof MembersController, 'update'>>,
  Agrees<Static<typeof Invitation>, ReturnType<typeof presentInvitation>>,
  Agrees<Static<typeof Invitations>, Returned<typeof InvitationsController, 'index'>>,
  Agrees<Static<typeof Invitation>, Returned<typeof InvitationsController, 'resend'>>,
  Agrees<Static<typeof CustomisationView>, Returned<typeof CustomisationController, 'show'>>,
  Agrees<Static<typeof CustomisationView>, Returned<typeof CustomisationController, 'update'>>,
  Agrees<Static<typeof CustomisationView>, Returned<typeof CustomisationController, 'storeImage'>>,
  Agrees<Static<typeof PrivacyView>, Returned<typeof PrivacyController, 'show'>>,
  Agrees<Static<typeof PrivacyView>, Returned<typeof PrivacyController, 'update'>>,
  Agrees<Omit<Static<typeof ApiKeys>, 'availableScopes'>, Omit<Returned<typeof ApiKeysController, 'index'>, 'availableScopes'>>,
  Agrees<Static<typeof ApiKeys>['availableScopes'][number], Returned<typeof ApiKeysController, 'index'>['availableScopes'][number]>,
  Agrees<Static<typeof Contacts>, Returned<typeof ContactsController, 'index'>>,
  Agrees<Static<typeof Contact>, Returned<typeof ContactsController, 'update'>>,
] = [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true]
void checks
