/*
 * The baseline of api_bench.ts: a bare node:http server answering GET of a page of 20 transfers with
 * the same JSON as GET /api/v2/transfer/transfers, from the same queries, through `pg`, no auth.
 */
import { createServer } from 'node:http'
import pg from 'pg'
import { historyWindow } from '@sceau/shared'

const organisationId = Number(process.env.BENCH_ORGANISATION_ID)
const appUrl = process.env.APP_URL!
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 })
const iso = (value: Date | null) => value?.toISOString() ?? null

async function page(pageNumber: number, perPage: number) {
  // The bench's member is on the free plan: the list shows its history window only (docs/history-window.md).
  const window = historyWindow(false)!
  const where = `organisation_id = $1 and status in ('active', 'expired') and sent_at >= $2`
  const since = new Date(window.since)
  const [{ rows: counted }, { rows }] = await Promise.all([
    pool.query(`select count(*) as n from transfer_transfers where ${where}`, [organisationId, since]),
    pool.query(`select * from transfer_transfers where ${where} order by sent_at desc, id desc limit $3 offset $4`, [
      organisationId,
      since,
      perPage,
      (pageNumber - 1) * perPage,
    ]),
  ])
  const ids = rows.map((row) => row.id)
  const [recipients, files, downloads] = await Promise.all([
    pool.query('select * from transfer_recipients where transfer_id = any($1) order by id', [ids]),
    pool.query('select transfer_id, count(*) as n from transfer_files where transfer_id = any($1) and deleted_at is null group by transfer_id', [ids]),
    pool.query(
      `select transfer_id, count(*) as n from transfer_events where transfer_id = any($1) and type in ('download', 'file_download') group by transfer_id`,
      [ids]
    ),
  ])
  const emails = new Map<number, string[]>()
  for (const row of recipients.rows) emails.set(row.transfer_id, [...(emails.get(row.transfer_id) ?? []), row.email])
  const fileCounts = new Map(files.rows.map((row) => [row.transfer_id, Number(row.n)]))
  const downloadCounts = new Map(downloads.rows.map((row) => [row.transfer_id, Number(row.n)]))
  const total = Number(counted[0].n)
  return {
    data: rows.map((row) => {
      const status = row.status === 'active' && row.expire_at && row.expire_at <= new Date() ? 'expired' : row.status
      return {
        id: String(row.id),
        type: row.type,
        mode: row.mode,
        status,
        title: row.title,
        message: row.message,
        recipients: emails.get(row.id) ?? [],
        fileCount: fileCounts.get(row.id) ?? 0,
        bytes: Number(row.total_bytes),
        sentAt: iso(row.sent_at),
        expireAt: iso(row.expire_at),
        protected: row.password_hash !== null,
        downloads: downloadCounts.get(row.id) ?? 0,
        link: status === 'active' ? `${appUrl}/download/${row.token}` : null,
        creatorId: row.user_id === null ? null : String(row.user_id),
        e2e: row.e2e,
      }
    }),
    meta: { page: pageNumber, perPage, total, lastPage: Math.max(1, Math.ceil(total / perPage)), history: window },
  }
}

const server = createServer((request, response) => {
  page(1, 20).then(
    (body) => {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
      response.end(JSON.stringify(body))
    },
    (error: Error) => response.writeHead(500).end(error.message)
  )
})
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'))
process.on('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))))
