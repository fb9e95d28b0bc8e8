/*
 * The vocabulary of the authorization table (authorization_table.spec.ts): four callers, the
 * statuses each must get, and the world they act in. A plugin may keep the lines of its own routes
 * in `<plugin>/tests/authorization_lines.ts` (default export: Record<"METHOD /path", AuthorizationLine>);
 * the table loads it when the plugin is loaded.
 */
import type { Browser } from './browser.ts'
import type { TestAccount, Team } from './personas.ts'

export const PERSONAS = ['anonymous', 'outsider', 'member', 'admin'] as const
export type Persona = (typeof PERSONAS)[number]
export type Statuses = [anonymous: number, outsider: number, member: number, admin: number]

export interface Call {
  path: string
  method?: string
  json?: unknown
  form?: FormData
  headers?: Record<string, string>
  /** Send no body at all (by default mutating requests send a JSON body, {} when none is given). */
  noBody?: boolean
  /** Another browser for this call (e.g. a second session to log out of). */
  browser?: Browser
}

export interface World {
  admin: TestAccount
  member: TestAccount
  outsider: TestAccount
  anonymous: Browser
  /** Organisation A (premium, the active one of admin and member), administered by admin, with member as an ordinary member. */
  a: string
  /** The outsider's own organisation (premium, their active one). */
  b: string
  /** A public media name of organisation A (its logo). */
  logo: string
  browser(persona: Persona): Browser
  account(persona: Persona): TestAccount | null
  contact(): Promise<string>
  invitation(): Promise<string>
  extraMember(): Promise<string>
  apiKey(): Promise<string>
  /** A second session of the persona's account (to log out of). */
  session(persona: Persona): Promise<Browser>
}

export interface AuthorizationLine {
  call: (world: World, persona: Persona) => Call | Promise<Call>
  expect: Statuses
  /** Also try it as the outsider with their own organisation in the path and A's sub-resource: 404. */
  nested?: boolean
}

export const everyone = (status: number): Statuses => [status, status, status, status]
/** Logged-in routes: 401 for nobody, then outsider, member, admin. */
export const users = (outsider: number, member: number, admin: number): Statuses => [401, outsider, member, admin]
/** Organisation A's administration: hidden from outsiders, refused to members. */
export const adminsOfA = (admin: number): Statuses => users(404, 403, admin)
export const membersOfA = (status: number): Statuses => users(404, status, status)
/** A resource the administrator of A created: an ordinary member (not its creator) finds nothing. */
export const creatorAndAdminsOfA = (status: number): Statuses => users(404, 404, status)

/**
 * The member-rights rows (docs/product.md §6), three callers of organisation A on a transfer or deposit the
 * creator made: a colleague whose administrator switched off transfer passwords and deposits, the
 * member who created it, and an administrator.
 */
export const RIGHTS_PERSONAS = ['colleague', 'creator', 'admin'] as const
export type RightsPersona = (typeof RIGHTS_PERSONAS)[number]
export type RightsStatuses = [colleague: number, creator: number, admin: number]

export interface RightsLine {
  call: (team: Team) => Call | Promise<Call>
  expect: RightsStatuses
}
