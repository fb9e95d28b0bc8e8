/* The accounts API's answers as schemas (app/routes/account_routes.ts), checked against what the controllers return. */
import { Dict, Nullable, Shape, Type, type Static } from '@sceau/plugin-sdk/server'
import { LOCALES } from '@sceau/plugin-sdk/server'
import { GATE } from '@sceau/shared'
import type { presentAccessToken } from '#controllers/access_tokens_controller'
import type UserInvitationsController from '#controllers/user_invitations_controller'
import type EmailConfirmationsController from '#controllers/email_confirmations_controller'
import type PasswordResetsController from '#controllers/password_resets_controller'
import type ProfileController from '#controllers/profile_controller'
import type SignUpController from '#controllers/sign_up_controller'
import type SessionsController from '#controllers/sessions_controller'
import type AccessTokensController from '#controllers/access_tokens_controller'
import type { presentMe, presentOrganisation, presentOrganisationEntry } from '#services/accounts/account_presenter'
import { Count, IsoDate, Literals, MaybeIsoDate, MediaUrl, Permissions, Person, Role, type Agrees, type Returned } from './common.js'

const Subscription = Shape({ plan: Literals(['free', 'premium'] as const), isPremium: Type.Boolean(), expireAt: MaybeIsoDate(), renew: Type.Boolean() })
export const Customisation = {
  logoUrl: MediaUrl(),
  downloadBackgroundUrl: MediaUrl(),
  sendBackgroundUrl: MediaUrl(),
  mainColor: Nullable(Type.String({ pattern: '^#[0-9a-f]{6}$' })),
}

const organisation = {
  id: Type.String(),
  name: Type.String(),
  personal: Type.Boolean({ description: "The caller's personal organisation" }),
  role: Role,
  logoUrl: MediaUrl(),
  subscription: Subscription,
  customisation: Shape(Customisation),
  memberLimit: Count(),
  members: Nullable(Count({ description: 'Administrators only' })),
  pendingInvitations: Nullable(Count()),
  remainingMembers: Nullable(Type.Integer()),
  administrators: Nullable(Type.Array(Type.String(), { description: "The administrators' names, for members" })),
}
/** An organisation as its members see it (GET /organizations/:id without rights). */
export const Organisation = Shape(organisation)
export const OrganisationWithRights = Shape({
  ...organisation,
  permissions: Permissions,
  rights: Dict(Type.Boolean(), { description: "The caller's rights there, by name" }),
})

export const OrganisationEntry = Shape({
  organization: Shape({ _id: Type.String(), id: Type.String(), name: Type.String(), custom: Shape({ logo: MediaUrl() }) }),
  id: Type.String(),
  name: Type.String(),
  logoUrl: MediaUrl(),
  role: Role,
  personal: Type.Boolean(),
  isActive: Type.Boolean(),
})
export const OrganisationEntries = Type.Array(OrganisationEntry)

/** One stop of the access gate: its code and the page it sends to. */
const gateStop = <C extends string, R extends string>(stop: { code: C; redirect: R }) =>
  Shape({ code: Type.Literal(stop.code), redirect: Type.Literal(stop.redirect) })

export const Me = Shape(
  {
    ...Person,
    userType: Type.String({ description: '"user", or "cac" (its own subscription path)' }),
    locale: Literals(LOCALES),
    mailConfirmed: Type.Boolean(),
    autoAddContacts: Type.Boolean(),
    welcomeDismissed: Type.Boolean(),
    createdAt: IsoDate(),
    role: Role,
    premium: Type.Boolean(),
    permissions: Permissions,
    organization: Organisation,
    organizations: Type.Array(OrganisationEntry),
    organizationsCount: Count(),
    gate: Nullable(
      Type.Union([gateStop(GATE.mailNotConfirmed), gateStop(GATE.subscriptionRequired), gateStop(GATE.cacSubscriptions)], {
        description: 'The access gate: where the web app sends the user first',
      })
    ),
  },
  'The caller: account, active organisation, permissions'
)

export const AccessToken = Shape({
  id: Type.String(),
  name: Nullable(Type.String()),
  type: Type.Literal('bearer'),
  createdAt: IsoDate(),
  lastUsedAt: Nullable(IsoDate()),
  expiresAt: Nullable(IsoDate()),
  value: Type.Optional(Type.String({ description: 'The token ("sct_…"), only in the answer that creates it' })),
})
export const AccessTokens = Shape({ tokens: Type.Array(AccessToken) })

export const Session = Shape({ user: Me, token: Type.Optional(AccessToken) }, 'token with `token: true` (no session cookie then)')

const invitee = {
  id: Type.String(),
  email: Type.String(),
  organization: Shape({ id: Type.String(), name: Type.String(), logoUrl: MediaUrl() }),
  invitedBy: Nullable(Shape({ firstname: Type.String(), lastname: Type.String() })),
  sentAt: IsoDate(),
  expiresAt: IsoDate(),
}
export const Invitations = Shape({ invitations: Type.Array(Shape(invitee)) })
export const InvitationByToken = Shape({ ...invitee, accountExists: Type.Boolean({ description: 'The invited address has an account: log in, else sign up' }) })
export const Joined = Shape({ organization: Shape({ id: Type.String(), name: Type.String() }) })

export const Confirmed = Shape({ mailConfirmed: Type.Boolean({ const: true }) })
export const Available = Shape({ available: Type.Boolean({ const: true }) }, 'Taken or invalid addresses answer 422')
export const ResetLink = Shape({ valid: Type.Boolean({ const: true }), expiresAt: IsoDate() })
export const Avatar = Shape({ avatarUrl: MediaUrl() })

type Me = Awaited<ReturnType<typeof presentMe>>
const checks: [
  Agrees<Static<typeof Me>, Me>,
  Agrees<Static<typeof Organisation>, Awaited<ReturnType<typeof presentOrganisation>>>,
  Agrees<Static<typeof OrganisationEntry>, ReturnType<typeof presentOrganisationEntry>>,
  Agrees<Static<typeof AccessToken>, ReturnType<typeof presentAccessToken>>,
  Agrees<Static<typeof AccessTokens>, Returned<typeof AccessTokensController, 'index'>>,
  Agrees<Static<typeof Session>, Returned<typeof SessionsController, 'store'>>,
  Agrees<Static<typeof Me>, Returned<typeof ProfileController, 'update'>>,
  Agrees<Static<typeof Invitations>, Returned<typeof UserInvitationsController, 'index'>>,
  Agrees<Static<typeof InvitationByToken>, Returned<typeof UserInvitationsController, 'showByToken'>>,
  Agrees<Static<typeof Joined>, Returned<typeof UserInvitationsController, 'accept'>>,
  Agrees<Static<typeof Joined>, Returned<typeof UserInvitationsController, 'acceptByToken'>>,
  Agrees<Static<typeof Confirmed>, Returned<typeof EmailConfirmationsController, 'store'>>,
  Agrees<Static<typeof Available>, Returned<typeof SignUpController, 'availability'>>,
  Agrees<Static<typeof ResetLink>, Returned<typeof PasswordResetsController, 'show'>>,
  Agrees<Static<typeof Avatar>, Returned<typeof ProfileController, 'storeAvatar'>>,
] = [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true]
void checks
