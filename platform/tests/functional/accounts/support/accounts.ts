import db from '@adonisjs/lucid/services/db'
import { uniqueName } from '#tests/support/unique'
import { toSqlDateTime } from '#services/sql_time'
import { Browser, type Json } from './browser.js'

export const PASSWORD = 'Correct-horse-9'

/** A fresh address no other test or run uses. */
export function uniqueEmail(label = 'user') {
  return `${uniqueName(label)}@example.org`.toLowerCase()
}

export interface TestAccount {
  browser: Browser
  email: string
  password: string
  userId: string
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
  if (options.confirmed !== false) await db.from('users').where('email', email).update({ mail_confirmed_at: toSqlDateTime() })
  return {
    browser,
    email,
    password: PASSWORD,
    userId: answer.body.id,
    organisationId: answer.body.organization.id,
    me: answer.body,
  }
}

/** Grants an organisation a plan as `node ace plan:grant` does (the command has its own test). */
export async function grantPlan(organisationId: string | number, plan: 'free' | 'premium', members?: number) {
  await db.from('organisations').where('id', Number(organisationId)).update({ plan, member_slots: members ?? null, plan_expires_at: null })
}
