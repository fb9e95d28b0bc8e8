import type { Database } from '@adonisjs/lucid/database'
import type { TimestampOptions } from '@sceau/plugin-sdk/server'
import { firstInsertedId } from '#services/engines/inserted_id'

export interface TimestampLogEntry {
  driver: 'embedded' | 'rfc3161'
  imprintHex: string
  serial: string
  genTime: Date
  policy: string
  tsaName: string | null
  token: Uint8Array
  archive: boolean
}

/** Keeps every token the platform obtained (proof_timestamps): a TSA must log what it issued, and a caller's crash loses nothing. */
export class TimestampLog {
  constructor(private db: Database) {}

  async record(entry: TimestampLogEntry, options: TimestampOptions = {}): Promise<string> {
    const inserted = await this.db
      .table('proof_timestamps')
      .returning('id')
      .insert({
        driver: entry.driver,
        imprint: entry.imprintHex,
        serial: entry.serial,
        gen_time: entry.genTime,
        policy: entry.policy,
        tsa_name: entry.tsaName,
        token: Buffer.from(entry.token),
        archive: entry.archive,
        ref_owner: options.ref?.owner ?? null,
        ref_id: options.ref?.id ?? null,
        created_at: new Date(),
      })
    return String(firstInsertedId(inserted))
  }
}
