import db from '@adonisjs/lucid/services/db'
import { ApiError, type Actor } from '@sceau/plugin-sdk/server'
import type { ThirdPartyRequestStatus } from '../../shared/index.js'
import { thirdPartyRequestTable } from './consignment_tables.js'

const TABLE = thirdPartyRequestTable.table
const K = 'consignment.errors.'

/** Third parties may be named as owners when the provider approved the organisation's request (or granted it with its plan). */
export async function thirdPartyAllowed(actor: Actor) {
  if (actor.permissions.consignment.isMandataire) return true
  const row = await db.from(TABLE).where('organisation_id', actor.organisationId).first()
  return row?.status === 'approved'
}

export async function requestOf(organisationId: number) {
  const row = await db.from(TABLE).where('organisation_id', organisationId).first()
  const request = row ? thirdPartyRequestTable.read(row) : null
  return {
    status: (request?.status ?? 'none') as ThirdPartyRequestStatus,
    createdAt: request?.createdAt.toISOString() ?? null,
    decidedAt: request?.decidedAt?.toISOString() ?? null,
  }
}

/** docs/product.md §4: one request per organisation; a pending or refused one blocks a new one. Administrators ask. */
export async function submitRequest(actor: Actor, message: string | null) {
  if (actor.role !== 'admin') throw ApiError.forbidden(`${K}adminOnly`)
  const inserted = await db
    .table(TABLE)
    .knexQuery.insert(
      thirdPartyRequestTable.write({
        organisationId: actor.organisationId,
        userId: actor.userId,
        requesterEmail: actor.email,
        message,
        status: 'pending',
        createdAt: new Date(),
      })
    )
    .onConflict('organisation_id')
    .ignore()
    .returning('id')
  if (!inserted.length) throw ApiError.conflict('E_REQUEST_EXISTS', `${K}thirdPartyRequestExists`)
  return requestOf(actor.organisationId)
}

/** The operator's decision (ace consignment:third-party); only a pending request can be decided. */
export async function decideRequest(organisationId: number, decision: 'approved' | 'refused', by: string) {
  const updated = await db
    .from(TABLE)
    .where('organisation_id', organisationId)
    .where('status', 'pending')
    .update(thirdPartyRequestTable.write({ status: decision, decidedAt: new Date(), decidedBy: by }))
  return (Array.isArray(updated) ? updated.length : Number(updated)) === 1
}
