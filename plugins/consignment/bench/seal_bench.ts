/*
 * Consignment benchmarks, measured in one run against baselines from the same run:
 * - sealing with the embedded TSA, from a file whose SHA-256 is known (a ready blob, or a hash-only
 *   deposit) to its stored certificate: deposits per second, p50/p95 latency (target p95 < 2 s),
 *   one at a time and 4 at once; baseline: the bare TimestampService call every seal makes;
 * - verifying a deposit's proof bundle (@sceau/proof, offline: manifest, file, timestamp chain):
 *   p50/p95 (target < 200 ms); baseline: reading the same bundle without verifying it.
 * Run from source through the platform's TypeScript loader: `pnpm --filter @sceau/plugin-consignment bench`.
 */
import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { bootPlatform, print, round, timed } from '@sceau/testing/bench'

const deposits = Number(process.env.BENCH_DEPOSITS ?? 60)
const verifications = Number(process.env.BENCH_VERIFICATIONS ?? 40)
const dataDir = mkdtempSync(join(tmpdir(), 'sceau-bench-consignment-'))
Object.assign(process.env, {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  APP_KEY: process.env.APP_KEY ?? randomBytes(24).toString('base64url'),
  LOG_LEVEL: 'warn',
})

const app = await bootPlatform()
try {
  const { TimestampService } = await import('@sceau/plugin-sdk/server')
  const { planPermissions, depositPrice } = await import('@sceau/shared')
  const { readProofBundle, verifyProofBundle } = await import('@sceau/proof')
  const { DepositService } = await import('../server/services/deposit_service.ts')
  const { Sealer } = await import('../server/services/sealer.ts')
  const { ProofFolder } = await import('../server/services/proof_folder.ts')
  const { depositRepository } = await import('../server/services/deposit_repository.ts')
  const timestamps = await app.container.make(TimestampService)
  const service = await app.container.make(DepositService)
  const sealer = await app.container.make(Sealer)
  const actor = {
    kind: 'user' as const,
    userId: null,
    email: 'bench@example.org',
    firstname: 'Bench',
    lastname: 'Mark',
    locale: 'en' as const,
    organisationId: 1,
    role: 'admin' as const,
    permissions: planPermissions('free'),
    premium: false,
  }

  /** A paid-for deposit of one file whose SHA-256 is known, waiting to be sealed. */
  async function pendingFile(i: number) {
    const bytes = randomBytes(1024)
    const sha256 = createHash('sha256').update(bytes).digest('hex')
    const files = [{ path: `bench-${i}.bin`, name: `bench-${i}.bin`, size: bytes.length, mime: 'application/octet-stream', sha256 }]
    const input = {
      type: 'file' as const,
      authorKind: 'me' as const,
      owner: null,
      years: 3,
      coAuthors: [],
      title: `Bench ${i}`,
      description: null,
      hashOnly: true,
      files,
    }
    const deposit = await service.insert(actor, input, depositPrice({ bytes: bytes.length, years: 3, paidPlan: false }), {
      name: 'Bench Mark',
      email: 'bench@example.org',
    })
    await depositRepository.updateDeposit(deposit.id, { state: 'sealing', paymentStatus: 'approved' })
    const [file] = await depositRepository.files(deposit.id)
    return { deposit, file: file!, bytes }
  }

  // Warm-up: keys, TSA credentials, fonts.
  const warm = await pendingFile(-1)
  await sealer.seal(warm.file.id)

  const baseline = await timed(deposits, 1, (i) => timestamps.timestamp(createHash('sha256').update(`baseline ${i}`).digest()))
  const queue = await Promise.all(Array.from({ length: deposits }, (_, i) => pendingFile(i)))
  const sequential = await timed(deposits, 1, (i) => sealer.seal(queue[i]!.file.id))
  const queue4 = await Promise.all(Array.from({ length: deposits }, (_, i) => pendingFile(deposits + i)))
  const parallel = await timed(deposits, 4, (i) => sealer.seal(queue4[i]!.file.id))
  const sealed = await depositRepository.file(queue[0]!.file.id)
  if (sealed?.state !== 'sealed' || !sealed.certificateKey) throw new Error('the bench did not seal')
  print({
    bench: 'consignment seal (embedded TSA, ready SHA-256 -> stored certificate)',
    deposits,
    sealPerSecond: round(sequential.perSecond),
    sealP50Ms: round(sequential.p50),
    sealP95Ms: round(sequential.p95),
    targetP95Ms: 2000,
    p95UnderTarget: sequential.p95 < 2000,
    sealPerSecond4: round(parallel.perSecond),
    sealP95Ms4: round(parallel.p95),
    baselineTimestampPerSecond: round(baseline.perSecond),
    ratioSealVsTimestamp: round(baseline.perSecond / sequential.perSecond, 2),
  })

  const folder = await app.container.make(ProofFolder)
  const { deposit, file, bytes } = queue[0]!
  const zip = await folder.build((await depositRepository.deposit(deposit.id))!, (await depositRepository.file(file.id))!, 'en')
  const roots = [await timestamps.trustedRootsPem()]
  const read = await timed(verifications, 1, async () => readProofBundle(zip))
  const verify = await timed(verifications, 1, async () => {
    const result = await verifyProofBundle(zip, { file: bytes, trustedRoots: roots })
    if (!result.layers.timestamp.ok) throw new Error('bundle did not verify')
  })
  print({
    bench: 'consignment proof bundle verification (offline: manifest, file, timestamp)',
    bundleBytes: zip.length,
    verifyP50Ms: round(verify.p50, 2),
    verifyP95Ms: round(verify.p95, 2),
    targetMs: 200,
    underTarget: verify.p95 < 200,
    baselineReadP50Ms: round(read.p50, 2),
    ratioVerifyVsRead: round(verify.p50 / read.p50, 1),
  })
} finally {
  await app.terminate()
  rmSync(dataDir, { recursive: true, force: true })
}
