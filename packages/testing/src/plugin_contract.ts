/* What any plugin's server half registers, observed from outside: its routes per caller, its permissions per plan, its tables. */
import db from '@adonisjs/lucid/services/db'
import { Browser, type Answer } from './browser.ts'
import { grantPlan, joinOrganisation, signUp, type TestAccount } from './personas.ts'

/** The answers of one route to each kind of caller: nobody logged in, a user of a free organisation, of a paid one. */
export async function answersByCaller(method: string, path: string): Promise<{ anonymous: Answer; free: Answer; premium: Answer }> {
  const free = await signUp({ language: 'en' })
  const premium = await signUp({ language: 'en' })
  await grantPlan(premium.organisationId, 'premium')
  return {
    anonymous: await new Browser('en').request(method, path),
    free: await free.browser.request(method, path),
    premium: await premium.browser.request(method, path),
  }
}

/**
 * The plugin permissions `GET /users/me` grants an administrator and an ordinary member of one
 * organisation, on the free plan and then on the paid one, for the names given.
 */
export async function grantsByPlan(names: readonly string[]) {
  const admin = await signUp({ language: 'en' })
  const member = await signUp({ language: 'en' })
  await joinOrganisation(admin, member)
  const read = async (account: TestAccount) => {
    const granted: Record<string, boolean> = (await account.browser.get('/users/me')).body.permissions.plugins
    return Object.fromEntries(names.map((name) => [name, granted[name]]))
  }
  const free = { admin: await read(admin), member: await read(member) }
  await grantPlan(admin.organisationId, 'premium', 10)
  const premium = { admin: await read(admin), member: await read(member) }
  return { free, premium }
}

/**
 * A plugin's tables in the suite's database (those named after its id, as ADR 0001 wants) with
 * their column names, and the migrations the platform recorded under its name.
 */
export async function pluginSchema(pluginId: string) {
  const prefix = `${pluginId.replaceAll('-', '_')}_`
  const connection = db.connection()
  // PostgreSQL lists a schema's tables (the suite's is public); SQLite has one namespace.
  const tables = (await connection.getAllTables(['public'])).filter((table) => table.startsWith(prefix)).sort()
  const columns: Record<string, string[]> = {}
  for (const table of tables) columns[table] = Object.keys(await connection.columnsInfo(table)).sort()
  const migrations = (await db.from('adonis_schema').where('name', 'like', `database/plugins/${pluginId}/%`).orderBy('name')).map((row) => row.name as string)
  return { columns, migrations }
}

/** What grantsByPlan must find for a plugin's declarations (docs/product.md §1): premium permissions on the paid plan only, the others on both. */
export function declaredGrants(declarations: readonly { name: string; premium?: boolean }[]) {
  const on = (paid: boolean) => Object.fromEntries(declarations.map((declaration) => [declaration.name, paid || !declaration.premium]))
  return { free: { admin: on(false), member: on(false) }, premium: { admin: on(true), member: on(true) } }
}
