import db from '@adonisjs/lucid/services/db'
import { protectedCountTable } from './transfer_tables.js'

/** Files each organisation protected, fed by the consignment plugin's "sealed" event, for the dashboard card. */
export class ProtectedCounts {
  async add(organisationId: number, files: number) {
    await db
      .insertQuery()
      .table(protectedCountTable.table)
      .knexQuery.insert(protectedCountTable.write({ organisationId, files }))
      .onConflict('organisation_id')
      .merge({ files: db.knexRawQuery(`${protectedCountTable.table}.files + ?`, [files]) })
  }

  async of(organisationId: number) {
    const row = await db.from(protectedCountTable.table).where('organisation_id', organisationId).first()
    return row ? protectedCountTable.read(row).files : 0
  }
}
