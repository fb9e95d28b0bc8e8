/* Organisation A of the member-rights tests: an administrator, a member with every right, and one whose administrator switched rights off. */
import db from '@adonisjs/lucid/services/db'
import { toSqlDateTime } from '#services/sql_time'
import { grantPlan, signUp, type TestAccount } from './accounts.js'

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
    await db.table('organisation_members').insert({
      organisation_id: Number(admin.organisationId),
      user_id: Number(member.userId),
      role: 'member',
      rights: '{}',
      created_at: toSqlDateTime(),
      updated_at: toSqlDateTime(),
    })
    const active = await member.browser.post(`/users/organizations/${admin.organisationId}/active`)
    if (active.status !== 200) throw new Error(`switch refused: ${JSON.stringify(active.body)}`)
    const set = await admin.browser.request('PATCH', `/organizations/${admin.organisationId}/members/${member.userId}`, { json: { rights } })
    if (set.status !== 200) throw new Error(`rights refused: ${JSON.stringify(set.body)}`)
    return member
  }
  const creator = await join('Carl', {})
  const restricted = await join('Rita', { 'transfer.password': false, 'consignment.active': false })
  return { admin, creator, restricted }
}
