/*
 * Shapes of the core API answers the clients read (docs/product.md §3 user and organisation); the accounts
 * API is described in docs/accounts-api.md. Ids are strings.
 */
import { API_KEY_SCOPES, type ApiKeyScope } from '@sceau/shared'

export interface OrganisationSummary {
  id: string
  name: string
  logoUrl?: string | null
}

export interface SubscriptionSummary {
  /** "free" or "premium". */
  plan?: string
  isPremium: boolean
  /** ISO date. */
  expireAt?: string | null
  renew?: boolean
}

export interface UserPermissions {
  admin?: boolean
  organization?: { nbMember?: number; settings?: boolean } | null
  /** Other permission groups (transfer, consignment, integration, plugins'), read by dotted name. */
  [group: string]: unknown
}

export interface CurrentUser {
  id: string
  email: string
  firstname?: string | null
  lastname?: string | null
  avatarUrl?: string | null
  /** "cac" users have their own subscription path (docs/product.md §4). */
  userType?: string | null
  mailConfirmed: boolean
  permissions: UserPermissions
  /** The active organisation. */
  organization?: (OrganisationSummary & { subscription?: SubscriptionSummary | null } & Partial<ActiveOrganisation>) | null
  /** Every organisation the user belongs to; the switcher shows when there is more than one. */
  organizations?: (OrganisationSummary & { isActive: boolean } & Partial<OrganisationEntry>)[]
  /** Initials shown when there is no avatar. */
  initials?: string
  locale?: string
  /** The user's role in the active organisation. */
  role?: 'admin' | 'member'
  premium?: boolean
  autoAddContacts?: boolean
  /** False until the welcome dialog is dismissed (PATCH /users/me { welcomeDismissed: true }). */
  welcomeDismissed?: boolean
  organizationsCount?: number
  /** The access gate of docs/product.md §4: null, or where the web app sends the user. */
  gate?: { code: string; redirect: string } | null
}

/** The active organisation in GET /users/me, and GET /organizations/:id. */
export interface ActiveOrganisation {
  personal: boolean
  role: 'admin' | 'member'
  customisation: Customisation
  /** nbMember + 1 for administrators, 0 for members. */
  memberLimit: number
  /** For administrators; null for members. */
  members: number | null
  pendingInvitations: number | null
  remainingMembers: number | null
  /** The administrators' names, for members (null for administrators). */
  administrators?: string[] | null
}

export interface Customisation {
  logoUrl: string | null
  downloadBackgroundUrl: string | null
  sendBackgroundUrl: string | null
  mainColor: string | null
}

/** An entry of GET /users/organizations (docs/product.md §7 shape, plus id, name, logoUrl, role). */
export interface OrganisationEntry {
  organization: { _id: string; id: string; name: string; custom: { logo: string | null } }
  id: string
  name: string
  logoUrl: string | null
  role: 'admin' | 'member'
  personal: boolean
  isActive: boolean
}

export interface Contact {
  id: string
  firstname: string
  lastname: string
  email: string
  createdAt: string
  updatedAt: string
}

export interface Page<T> {
  data: T[]
  meta: { total: number; perPage: number; currentPage: number; lastPage: number }
}

/** What an organisation API key may do, chosen at its creation: deposit, transfer, read. */
export { API_KEY_SCOPES, type ApiKeyScope }

/** An organisation API key as GET /organizations/:id/api-keys lists it. */
export interface ApiKeySummary {
  id: string
  name: string
  /** "sck_…": the x-sceau-key header. */
  publicKey: string
  permissions: { capsule: boolean; webProof: boolean; gitCloning: boolean; api: boolean }
  scopes: ApiKeyScope[]
  createdAt: string
  lastUsedAt: string | null
}

/** POST /organizations/:id/api-keys: the key with its secret ("scs_…"), shown this once. */
export interface CreatedApiKey extends ApiKeySummary {
  secret: string
}

/** The body of POST /organizations/:id/api-keys. */
export interface ApiKeyInput {
  name: string
  permissions: Partial<ApiKeySummary['permissions']>
  scopes: ApiKeyScope[]
}
