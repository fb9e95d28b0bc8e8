/*
 * Permissions of docs/product.md §3 and their derivations of docs/product.md §6, in one isomorphic module: the API's
 * policies and the web app's menus and notices read the same rules, so they cannot disagree.
 *
 * An organisation's plan grants a permissions object; an administrator gets it whole, an ordinary
 * member gets it without the admin entries and narrowed by the rights an administrator activated.
 */

export const MIB = 1024 ** 2

/** Plans an organisation can hold (docs/product.md §1: a free tier and one paid plan). */
export const PLAN_IDS = ['free', 'premium'] as const
export type PlanId = (typeof PLAN_IDS)[number]

export interface TransferPermissions {
  password: boolean
  /** sizeMax in Mo (MiB, steps of 1024). */
  limitations: { sizeMax: number }
  conservationDays: number
}

export interface ConsignmentPermissions {
  active: boolean
  types: { group: { active: boolean }; versionning: { active: boolean }; premium: { active: boolean } }
  /** Deposits on behalf of a third party (the provider approved the organisation's request). */
  isMandataire: boolean
}

export interface IntegrationPermissions {
  capsule: boolean
  webProof: boolean
  gitCloning: boolean
  api: boolean
}

export const INTEGRATION_FLAGS = ['capsule', 'webProof', 'gitCloning', 'api'] as const
export type IntegrationFlag = (typeof INTEGRATION_FLAGS)[number]

/**
 * What an organisation API key may do, chosen at its creation: "deposit" (open deposits and upload
 * their files, git-deploy releases), "transfer" (send transfers), "read" (read the organisation's
 * deposits and transfers). Routes name the scopes they accept (RouteOptions.apiKeys).
 */
export const API_KEY_SCOPES = ['deposit', 'transfer', 'read'] as const
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number]

/** docs/product.md §3 "Permissions" of an organisation as granted by its plan, or of one member of it. */
export interface OrganisationPermissions {
  /** Present (true) for administrators only. */
  admin?: boolean
  /** Present for administrators only: how many additional members the plan allows, and customisation. */
  organization?: { nbMember: number; settings: boolean }
  transfer: TransferPermissions
  consignment: ConsignmentPermissions
  integration: IntegrationPermissions
  /** The address book (docs/product.md §1: unlocked by the paid plan). */
  addressBook: boolean
  /** Permissions plugins declare (e.g. "receptions.safelink"), by name. */
  plugins: Record<string, boolean>
}

/** What each plan grants (docs/product.md §1, §9). */
export const PLANS: Record<
  PlanId,
  { nbMember: number; permissions: Omit<OrganisationPermissions, 'admin' | 'organization' | 'plugins'> & { settings: boolean } }
> = {
  free: {
    nbMember: 0,
    permissions: {
      settings: false,
      transfer: { password: false, limitations: { sizeMax: 4 * 1024 }, conservationDays: 7 },
      consignment: {
        active: true,
        types: { group: { active: true }, versionning: { active: false }, premium: { active: false } },
        isMandataire: false,
      },
      integration: { capsule: false, webProof: false, gitCloning: false, api: false },
      addressBook: false,
    },
  },
  premium: {
    nbMember: 5,
    permissions: {
      settings: true,
      transfer: { password: true, limitations: { sizeMax: 20 * 1024 }, conservationDays: 90 },
      consignment: {
        active: true,
        types: { group: { active: true }, versionning: { active: true }, premium: { active: true } },
        isMandataire: false,
      },
      integration: { capsule: true, webProof: true, gitCloning: true, api: true },
      addressBook: true,
    },
  },
}

/** Defaults when nobody is logged in (docs/product.md §6, §9): 2 Go per transfer, kept 1 day. */
export const ANONYMOUS_TRANSFER = { sizeMax: 2 * 1024, conservationDays: 1 } as const

/** A permission a plugin declares; `premium` ones come with the paid plan only. */
export interface DeclaredPermission {
  name: string
  premium?: boolean
}

export interface PlanOptions {
  /**
   * Additional members the organisation bought, when it differs from the plan's default: the paid
   * plan's only. The free plan grants its own number whatever an ended subscription had bought.
   */
  nbMember?: number | null
  /** The provider approved the organisation's third-party deposit request. */
  isMandataire?: boolean
  /** Permissions the loaded plugins declare. */
  plugins?: readonly DeclaredPermission[]
}

/** The permissions a plan grants an organisation, as its administrators hold them. */
export function planPermissions(plan: PlanId, options: PlanOptions = {}): OrganisationPermissions {
  const grant = PLANS[plan]
  const { settings, ...rest } = structuredClone(grant.permissions)
  const premium = plan === 'premium'
  return {
    admin: true,
    organization: { nbMember: Math.max(0, (premium ? options.nbMember : null) ?? grant.nbMember), settings },
    ...rest,
    consignment: { ...rest.consignment, isMandataire: Boolean(options.isMandataire) },
    // A plugin naming a core permission (e.g. "transfer.password") gets the core one, not a copy.
    plugins: Object.fromEntries((options.plugins ?? []).filter((p) => !isCoreRight(p.name)).map((p) => [p.name, premium || !p.premium])),
  }
}

/**
 * Rights an administrator can switch off for one member (docs/product.md §6 "activated rights"). Each names a
 * boolean of the permissions object; plugin permissions are rights under their own names.
 */
export const MEMBER_RIGHTS = [
  'transfer.password',
  'consignment.active',
  'consignment.types.group',
  'consignment.types.versionning',
  'consignment.types.premium',
  'consignment.isMandataire',
  'integration.capsule',
  'integration.webProof',
  'integration.gitCloning',
  'integration.api',
  'addressBook',
] as const
export type CoreMemberRight = (typeof MEMBER_RIGHTS)[number]

function isCoreRight(name: string): name is CoreMemberRight {
  return (MEMBER_RIGHTS as readonly string[]).includes(name)
}

/** Right name -> activated. A right not listed is activated (a new member gets what the plan gives). */
export type MemberRights = Record<string, boolean>

export type OrganisationRole = 'admin' | 'member'

/** The permissions one member holds: an admin gets the organisation's; a member loses the admin entries and deactivated rights. */
export function memberPermissions(organisation: OrganisationPermissions, role: OrganisationRole, rights: MemberRights = {}): OrganisationPermissions {
  const copy = structuredClone(organisation)
  if (role === 'admin') return { ...copy, admin: true }
  delete copy.admin
  delete copy.organization
  for (const [right, active] of Object.entries(rights)) {
    if (active !== false) continue
    if (isCoreRight(right)) setFlag(copy, right, false)
    else if (right in copy.plugins) copy.plugins[right] = false
  }
  return copy
}

/** Every right of an organisation with its current value for a member (for the members screen). */
export function rightsOf(organisation: OrganisationPermissions, rights: MemberRights = {}) {
  const names = [...MEMBER_RIGHTS, ...Object.keys(organisation.plugins)]
  return Object.fromEntries(names.map((name) => [name, rights[name] !== false])) as Record<string, boolean>
}

/** Whether a name is a right this organisation's members can be given or refused. */
export function isKnownRight(organisation: OrganisationPermissions, name: string) {
  return isCoreRight(name) || name in organisation.plugins
}

/**
 * Reads a permission by dotted name ("integration.capsule", "consignment.types.group",
 * "receptions.safelink"): groups with an `active` flag answer with it.
 */
export function can(permissions: OrganisationPermissions | null | undefined, name: string): boolean {
  if (!permissions) return false
  if (name in permissions.plugins) return permissions.plugins[name] === true
  let value: unknown = permissions
  for (const key of name.split('.')) {
    if (!value || typeof value !== 'object') return false
    value = (value as Record<string, unknown>)[key]
  }
  if (value && typeof value === 'object' && 'active' in value) return (value as { active: unknown }).active === true
  return value === true || (typeof value === 'object' && value !== null)
}

export interface Access {
  /** Logged in with a permissions object. */
  authenticated: boolean
  /** The permissions hold an `admin` or `organization` entry. */
  admin: boolean
  /** Invitations and members: admin and nbMember > 0. */
  canManageMembers: boolean
  /** Customisation: `admin` and `organization` settings. */
  canCustomise: boolean
  /** nbMember + 1 for admins (themselves included), 0 otherwise. */
  memberLimit: number
  premium: boolean
  addressBook: boolean
  transfer: { password: boolean; sizeMax: number; sizeMaxBytes: number; conservationDays: number }
  consignment: { active: boolean; group: boolean; versionning: boolean; premium: boolean; mandataire: boolean }
  integration: IntegrationPermissions & { any: boolean }
}

/** docs/product.md §6 derivations, from a member's permissions (null when nobody is logged in) and the subscription. */
export function deriveAccess(permissions: OrganisationPermissions | null | undefined, subscription: { premium: boolean } = { premium: false }): Access {
  const p = permissions ?? null
  const admin = Boolean(p && isAdmin(p))
  const nbMember = p?.organization?.nbMember ?? 0
  const sizeMax = p?.transfer.limitations.sizeMax ?? ANONYMOUS_TRANSFER.sizeMax
  const integration = {
    capsule: Boolean(p?.integration.capsule),
    webProof: Boolean(p?.integration.webProof),
    gitCloning: Boolean(p?.integration.gitCloning),
    api: Boolean(p?.integration.api),
  }
  return {
    authenticated: p !== null,
    admin,
    canManageMembers: admin && nbMember > 0,
    canCustomise: admin && Boolean(p?.organization?.settings),
    memberLimit: admin ? nbMember + 1 : 0,
    premium: p !== null && subscription.premium,
    addressBook: Boolean(p?.addressBook),
    transfer: {
      password: Boolean(p?.transfer.password),
      sizeMax,
      sizeMaxBytes: sizeMax * MIB,
      conservationDays: p?.transfer.conservationDays ?? ANONYMOUS_TRANSFER.conservationDays,
    },
    consignment: {
      active: Boolean(p?.consignment.active),
      group: Boolean(p?.consignment.active && p.consignment.types.group.active),
      versionning: Boolean(p?.consignment.active && p.consignment.types.versionning.active),
      premium: Boolean(p?.consignment.active && p.consignment.types.premium.active),
      mandataire: Boolean(p?.consignment.active && p.consignment.isMandataire),
    },
    integration: { ...integration, any: Object.values(integration).some(Boolean) },
  }
}

/** What can be done to a sent transfer (docs/product.md §4: the owner adds, changes or removes a password, resends, deletes). */
export const TRANSFER_ACTIONS = ['read', 'change', 'protect', 'resend', 'delete'] as const
export type TransferAction = (typeof TRANSFER_ACTIONS)[number]

/**
 * The parts of a permissions object the transfer rules read. The web app passes the user's as
 * GET /users/me answers them (groups may be missing: they count as off).
 */
export interface TransferRights {
  admin?: boolean
  organization?: object | null
  transfer?: { password?: boolean }
}

/** Who acts: a member of the organisation the transfer belongs to (userId null for an API key; the web app's ids are strings). */
export interface TransferActor {
  userId: number | string | null
  permissions: TransferRights | null | undefined
}

/** Whether the permissions are an administrator's (docs/product.md §6: they hold an `admin` or `organization` entry). */
function isAdmin(permissions: TransferRights) {
  return Boolean(permissions.admin || permissions.organization)
}

/**
 * Whether an actor may act on a transfer of its organisation: its creator and the organisation's
 * administrators may; adding, changing or removing a password also needs the transfer password right.
 */
export function canActOnTransfer(actor: TransferActor, transfer: { userId: number | string | null }, action: TransferAction): boolean {
  const permissions = actor.permissions
  if (!permissions) return false
  const mine = actor.userId !== null && transfer.userId !== null && String(transfer.userId) === String(actor.userId)
  if (!mine && !isAdmin(permissions)) return false
  return action === 'protect' ? permissions.transfer?.password === true : true
}

/** Whether an actor sees every transfer of the organisation (administrators) or only its own. */
export function seesAllTransfers(actor: TransferActor): boolean {
  return Boolean(actor.permissions && isAdmin(actor.permissions))
}

/** Additional members an organisation can still take: the limit minus members and pending invitations. */
export function remainingMembers(memberLimit: number, members: number, pendingInvitations: number) {
  return Math.max(0, memberLimit - members - pendingInvitations)
}

/** A subscription is premium while its plan is premium and it has not expired. */
export function isPremium(subscription: { plan: PlanId; expiresAt?: Date | string | null }, now = new Date()) {
  if (subscription.plan !== 'premium') return false
  if (!subscription.expiresAt) return true
  return new Date(subscription.expiresAt).getTime() > now.getTime()
}

export const GATE = {
  mailNotConfirmed: { code: 'E_MAIL_NOT_CONFIRMED', redirect: '/account/confirmation' },
  subscriptionRequired: { code: 'E_SUBSCRIPTION_REQUIRED', redirect: '/cac/subscriptions' },
  cacSubscriptions: { code: 'E_CAC_SUBSCRIPTIONS', redirect: '/cac/subscriptions' },
} as const
export type GateStop = (typeof GATE)[keyof typeof GATE]

/**
 * The access gate of docs/product.md §4, in order, for a logged-in user about to see a logged-in page:
 * unconfirmed mail, then cac without premium, then cac on /app/subscriptions. Null lets them in.
 */
export function accessGate(user: { mailConfirmed: boolean; userType?: string | null }, premium: boolean, path?: string): GateStop | null {
  if (!user.mailConfirmed) return GATE.mailNotConfirmed
  if (user.userType === 'cac') {
    if (!premium) return GATE.subscriptionRequired
    if (path !== undefined && path.replace(/\/+$/, '') === '/app/subscriptions') return GATE.cacSubscriptions
  }
  return null
}

function setFlag(permissions: OrganisationPermissions, path: string, value: boolean) {
  const keys = path.split('.')
  let target: Record<string, unknown> = permissions as unknown as Record<string, unknown>
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>
  const last = keys[keys.length - 1]
  const current = target[last]
  if (current && typeof current === 'object') (current as { active: boolean }).active = value
  else target[last] = value
}
