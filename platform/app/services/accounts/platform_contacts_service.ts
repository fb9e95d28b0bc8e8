import db from '@adonisjs/lucid/services/db'
import { ContactsService } from '@sceau/plugin-sdk/server'
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, normaliseEmail } from '@sceau/shared'
import Organisation from '#models/organisation'
import User from '#models/user'
import type { OrganisationDirectory } from '#services/accounts/organisation_directory'

/**
 * ContactsService for plugins: adds a transfer's recipients to the organisation's address book
 * when the user chose auto-add (account setting) and holds the address book there (docs/product.md §1: paid plan).
 */
export class PlatformContactsService extends ContactsService {
  constructor(private directory: () => Promise<OrganisationDirectory>) {
    super()
  }

  async autoAdd(organisationId: number, userId: number, emails: string[]) {
    const user = await User.find(userId)
    if (!user?.autoAddContacts) return 0
    const directory = await this.directory()
    const member = await directory.membership(organisationId, userId)
    const organisation = member && (await Organisation.find(organisationId))
    if (!member || !organisation || !directory.permissionsOf({ organisation, member }).addressBook) return 0

    const wanted = [...new Set(emails.map(normaliseEmail))].filter((e) => e.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(e))
    if (!wanted.length) return 0
    const existing = new Set((await db.from('contacts').where('organisation_id', organisationId).whereIn('email', wanted).select('email')).map((r) => r.email))
    const now = new Date()
    const rows = wanted
      .filter((email) => !existing.has(email))
      .map((email) => ({ organisation_id: organisationId, email, firstname: '', lastname: '', created_by_id: userId, created_at: now, updated_at: now }))
    if (!rows.length) return 0
    // A concurrent add of the same address is not an error: the book holds it either way.
    await db.insertQuery().table('contacts').multiInsert(rows).knexQuery.onConflict(['organisation_id', 'email']).ignore()
    return rows.length
  }
}
