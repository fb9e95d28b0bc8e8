import type { Database } from '@adonisjs/lucid/database'
import { AuditService, type AuditEntry } from '@sceau/plugin-sdk/server'

/** Append-only audit trail in the audit_logs table. */
export class DatabaseAuditService extends AuditService {
  constructor(private db: Database) {
    super()
  }

  async record(entry: AuditEntry) {
    await this.db.table('audit_logs').insert({
      action: entry.action,
      actor_id: entry.actorId == null ? null : String(entry.actorId),
      organisation_id: entry.organisationId == null ? null : String(entry.organisationId),
      subject_type: entry.subjectType ?? null,
      subject_id: entry.subjectId == null ? null : String(entry.subjectId),
      meta: JSON.stringify(entry.meta ?? {}),
      ip: entry.ip ?? null,
      created_at: new Date(),
    })
  }
}
