/* The people a test acts as: users signed up through the API, organisations with an administrator and members, API keys. */
import { signRequest } from '@sceau/api-client/signing'
import { Browser, answerOf, type Answer, type Json } from './browser.ts'
import { testPlatform } from './test_platform.ts'
import { uniqueEmail } from './unique.ts'

export { uniqueEmail }

export const PASSWORD = 'Correct-horse-9'

export interface TestAccount {
  browser: Browser
  email: string
  password: string
  userId: string
  /** Their own organisation, the active one after sign-up. */
  organisationId: string
  me: Json
}

/** Signs up through the API (logged in afterwards in that browser), the e-mail confirmed unless told otherwise. */
export async function signUp(
  options: { language?: string; confirmed?: boolean; firstname?: string; lastname?: string; email?: string; browser?: Browser } = {}
): Promise<TestAccount> {
  const browser = options.browser ?? new Browser(options.language ?? 'fr')
  const email = options.email ?? uniqueEmail()
  const answer = await browser.post('/users', {
    firstname: options.firstname ?? 'Ada',
    lastname: options.lastname ?? 'Lovelace',
    email,
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
    terms: true,
  })
  if (answer.status !== 201) throw new Error(`sign-up failed: ${answer.status} ${JSON.stringify(answer.body)}`)
  if (options.confirmed !== false) await (await testPlatform()).confirmMail(email)
  return {
    browser,
    email,
    password: PASSWORD,
    userId: answer.body.id,
    organisationId: answer.body.organization.id,
    me: answer.body,
  }
}

/** Logs an account in from a new browser (a second session). */
export async function logIn(account: Pick<TestAccount, 'email' | 'password'>, language = 'en') {
  const browser = new Browser(language)
  const answer = await browser.post('/users/sessions', { email: account.email, password: account.password })
  if (answer.status !== 200) throw new Error(`log-in failed: ${answer.status} ${JSON.stringify(answer.body)}`)
  return browser
}

/** Grants an organisation a plan as `node ace plan:grant` does (the command has its own test). */
export async function grantPlan(organisationId: string | number, plan: 'free' | 'premium', members?: number) {
  await (await testPlatform()).grantPlan(Number(organisationId), plan, members ?? null)
}

/** Makes `member` an ordinary member of the admin's organisation, now their active one, with these rights set by `admin` when given. */
export async function joinOrganisation(admin: TestAccount, member: TestAccount, rights?: Record<string, boolean>) {
  await (await testPlatform()).addMember(Number(admin.organisationId), Number(member.userId))
  const active = await member.browser.post(`/users/organizations/${admin.organisationId}/active`)
  if (active.status !== 200) throw new Error(`switch refused: ${JSON.stringify(active.body)}`)
  if (!rights) return
  const set = await admin.browser.request('PATCH', `/organizations/${admin.organisationId}/members/${member.userId}`, { json: { rights } })
  if (set.status !== 200) throw new Error(`rights refused: ${JSON.stringify(set.body)}`)
}

/** Organisation A of the member-rights tests: a premium organisation with an administrator and two members. */
export interface Team {
  admin: TestAccount
  /** An ordinary member with every right. */
  creator: TestAccount
  /** An ordinary member whose administrator switched off transfer passwords and deposits. */
  restricted: TestAccount
}

export async function team(): Promise<Team> {
  const admin = await signUp({ language: 'en', firstname: 'Alice', lastname: 'Admin' })
  await grantPlan(admin.organisationId, 'premium', 10)
  const join = async (firstname: string, rights: Record<string, boolean>) => {
    const member = await signUp({ language: 'en', firstname, lastname: 'Member' })
    await joinOrganisation(admin, member, rights)
    return member
  }
  const creator = await join('Carl', {})
  const restricted = await join('Rita', { 'transfer.password': false, 'consignment.active': false })
  return { admin, creator, restricted }
}

export interface TestApiKey {
  id: string
  publicKey: string
  secret: string
  /** A request signed with the key, as a server integration using @sceau/api-client sends it. */
  request<T = Json>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Answer<T>>
}

/**
 * An API key of the administrator's organisation (premium plan granted first), with these
 * integration flags and scopes (all three unless told: deposit, transfer, read).
 */
export async function apiKey(
  admin: TestAccount,
  permissions: Record<string, boolean> = { api: true },
  name = 'test key',
  scopes: string[] = ['deposit', 'transfer', 'read']
): Promise<TestApiKey> {
  await grantPlan(admin.organisationId, 'premium')
  const created = await admin.browser.post(`/organizations/${admin.organisationId}/api-keys`, { name, permissions, scopes })
  if (created.status !== 201) throw new Error(`API key refused: ${created.status} ${JSON.stringify(created.body)}`)
  const key = created.body as { id: string; publicKey: string; secret: string }
  return {
    ...key,
    async request(method, path, body, extra = {}) {
      const text = body === undefined ? undefined : JSON.stringify(body)
      const headers = await signRequest(key, { method, path: `/api/v2${path}`, body: text })
      const response = await fetch(`${Browser.baseUrl()}/api/v2${path}`, {
        method,
        headers: { ...headers, accept: 'application/json', 'accept-language': 'en', ...(text ? { 'content-type': 'application/json' } : {}), ...extra },
        body: text,
      })
      return answerOf(response)
    },
  }
}
