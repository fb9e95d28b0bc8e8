import type { ApplicationService } from '@adonisjs/core/types'
import { guardTransactions } from '#services/engines/transaction_guard'

/** Transactions cut by a database outage fail with the outage's error, never as if saved (app/services/engines/transaction_guard.ts). */
export default class TransactionGuardProvider {
  constructor(protected app: ApplicationService) {}

  async boot() {
    const db = await this.app.container.make('lucid.db')
    const manager = db.manager
    const connect = manager.connect.bind(manager)
    // Every connection as it connects, before its first query (the knex client's class also serves its nested transactions).
    manager.connect = (name: string) => {
      connect(name)
      const client = manager.get(name)?.connection?.client
      if (client) guardTransactions(client.client)
    }
    guardTransactions(db.connection().getWriteClient().client)
  }
}
