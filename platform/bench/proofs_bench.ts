/*
 * Proof services, measured in one run against baselines from the same run (ratios hold better than absolutes):
 * - timestamps through TimestampService (embedded TSA: sign, verify, store in proof_timestamps) vs
 *   @sceau/proof's raw signer with the same key: per second, p50/p95 latency, ratio = service overhead;
 * - one anchor batch of 10,000 leaves (claim, Merkle root, every inclusion proof, stored) vs the same
 *   tree and proofs built in memory only. Target: batch < 1 s.
 * Runs from source through the app's TypeScript loader (ts-exec): `pnpm --filter @sceau/platform bench`.
 * SQLite in a temp DATA_DIR by default; set DATABASE_URL to measure on PostgreSQL (its tables get written).
 */
import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { bootPlatform, print, round, timed } from '@sceau/testing/bench'

const timestamps = Number(process.env.BENCH_TIMESTAMPS ?? 300)
const leaves = Number(process.env.BENCH_LEAVES ?? 10_000)
const rounds = 2
const dataDir = mkdtempSync(join(tmpdir(), 'sceau-bench-proofs-'))
Object.assign(process.env, {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  APP_KEY: process.env.APP_KEY ?? randomBytes(24).toString('base64url'),
  LOG_LEVEL: 'warn',
})

const digestOf = (label: string) => new Uint8Array(createHash('sha256').update(label).digest())

const app = await bootPlatform()
try {
  const { TimestampService } = await import('@sceau/plugin-sdk/server')
  const { buildMerkleTree, createTimeStampRequest, createTsaSigner, toHex } = await import('@sceau/proof')
  const { loadOrCreateTsaCredentials } = await import('#proofs/embedded_tsa_credentials')
  const { AnchorBatches } = await import('#proofs/anchor_batches')
  const db = await app.container.make('lucid.db')
  const service = await app.container.make(TimestampService)
  const credentials = await loadOrCreateTsaCredentials(db, await app.container.make('encryption'))
  const signer = await createTsaSigner({ certificatePem: credentials.tsa.certificatePem, privateKeyPem: credentials.tsa.privateKeyPem })

  const viaService = (i: number) => service.timestamp(digestOf(`service-${i}`), { ref: { owner: 'bench', id: String(i) } })
  const rawSigner = (i: number) => signer.sign(createTimeStampRequest(digestOf(`raw-${i}`)).der)
  await timed(30, 1, viaService) // warm-up: JIT, key import, database connection
  await timed(30, 1, rawSigner)
  const serviceRuns = []
  const rawRuns = []
  for (let r = 0; r < rounds; r++) {
    serviceRuns.push(await timed(timestamps, 1, viaService))
    rawRuns.push(await timed(timestamps, 1, rawSigner))
  }
  const mean = (runs: { perSecond: number }[]) => runs.reduce((s, x) => s + x.perSecond, 0) / runs.length
  const serviceTps = mean(serviceRuns)
  const rawTps = mean(rawRuns)
  print({
    bench: 'timestamps (embedded TSA)',
    database: db.connection().dialect.name,
    count: timestamps * rounds,
    servicePerSecond: round(serviceTps),
    rawSignerPerSecond: round(rawTps),
    serviceOverhead: round(rawTps / serviceTps, 2),
    serviceP50ms: round(Math.max(...serviceRuns.map((x) => x.p50)), 2),
    serviceP95ms: round(Math.max(...serviceRuns.map((x) => x.p95)), 2),
    rawP95ms: round(Math.max(...rawRuns.map((x) => x.p95)), 2),
  })

  const batches = new AnchorBatches(db)
  const stored: number[] = []
  const inMemory: number[] = []
  for (let r = 0; r < rounds; r++) {
    const run = randomBytes(4).toString('hex')
    const rows = Array.from({ length: leaves }, (_, i) => ({
      ref_owner: 'bench',
      ref_id: `${run}-${i}`,
      leaf: toHex(digestOf(`${run}-${i}`)),
      created_at: new Date(),
    }))
    for (let i = 0; i < rows.length; i += 500) await db.table('anchor_leaves').multiInsert(rows.slice(i, i + 500))

    let started = performance.now()
    const built = await batches.buildNext()
    stored.push(performance.now() - started)
    if (built?.tree_size !== leaves) throw new Error(`expected one batch of ${leaves} leaves, got ${built?.tree_size}`)

    started = performance.now()
    const tree = buildMerkleTree(rows.map((row) => digestOf(row.ref_id)))
    tree.proofs().map((proof) => proof.path.map(toHex).join(''))
    inMemory.push(performance.now() - started)
  }
  const best = (xs: number[]) => Math.min(...xs)
  print({
    bench: `anchor batch of ${leaves} leaves`,
    database: db.connection().dialect.name,
    storedMs: round(best(stored)),
    inMemoryMs: round(best(inMemory)),
    ratio: round(best(stored) / best(inMemory), 2),
    target: 'storedMs < 1000',
    met: best(stored) < 1000,
  })
} finally {
  await app.terminate()
  rmSync(dataDir, { recursive: true, force: true })
}
