import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import { Job, type JobContext } from '@sceau/plugin-sdk/server'
import { DepositFiles } from '../services/deposit_files.js'
import { DepositService } from '../services/deposit_service.js'
import { fileOf } from '../services/deposit_repository.js'
import { depositTable } from '../services/consignment_tables.js'

/**
 * Every minute: events are in-process, so a blob that became ready while no listener ran (crash,
 * restart), a seal whose retries ran out while the TSA was down, or a deposit whose payment was
 * settled while no listener ran, is picked up here.
 */
@inject()
export class SweepJob extends Job {
  static jobName = 'consignment:sweep'
  static retries = 0

  constructor(
    private files: DepositFiles,
    private deposits: DepositService
  ) {
    super()
  }

  async handle(_payload: unknown, context: JobContext) {
    // Older than a minute: the usual path (event, then job) has had its chance.
    const before = new Date(Date.now() - 60_000)
    const rows = await db
      .from('consignment_files')
      .join('consignment_deposits', 'consignment_deposits.id', 'consignment_files.deposit_id')
      .whereIn('consignment_files.state', ['waiting', 'sealing'])
      .whereIn('consignment_deposits.state', ['uploading', 'sealing', 'protected'])
      .where('consignment_files.created_at', '<', before)
      .select('consignment_files.*')
      .limit(500)
    for (const row of rows) await this.files.advance(fileOf(row))
    if (rows.length) context.logger.info('consignment sweep', { files: rows.length })
    const unpaid = await db.from(depositTable.table).where('state', 'payment_pending').where('updated_at', '<', before).orderBy('id').limit(100)
    for (const row of unpaid) await this.deposits.recheckPayment(depositTable.read(row))
  }
}
