// `pnpm --filter @sceau/proof bench`: one JSON line per measure; ratios in one run hold better than absolutes.
import { createHash } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'
import {
  buildMerkleTree,
  createProofBundle,
  createSha256,
  createTimeStampRequest,
  createTsaSigner,
  encodeSecurityHash,
  extractTimeStampToken,
  generateSecurityHashKey,
  generateTsaCredentials,
  importSecurityHashSigningKey,
  inclusionProofToJson,
  sha256,
  toBase64,
  toHex,
  verifyDepositEvidence,
  verifyProofBundle,
  verifyTimestampResponse,
} from '../src/index.ts'
import type { TsaKeyAlgorithm } from '../src/index.ts'

const print = (line: Record<string, unknown>) => console.log(JSON.stringify(line))
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const round = (x: number, digits = 1) => Number(x.toFixed(digits))

function time(run: () => void): number {
  const started = performance.now()
  run()
  return performance.now() - started
}

async function timeAsync(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now()
  await run()
  return performance.now() - started
}

async function benchSha256(): Promise<void> {
  const chunk = globalThis.crypto.getRandomValues(new Uint8Array(65536))
  const block = new Uint8Array(1024 * 1024)
  for (let i = 0; i < block.length; i += chunk.length) block.set(chunk, i)
  const mib = 128
  const runs = 3
  const noble: number[] = []
  const node: number[] = []
  for (let r = 0; r < runs; r++) {
    noble.push(
      time(() => {
        const h = createSha256()
        for (let i = 0; i < mib; i++) h.update(block)
        h.digest()
      })
    )
    node.push(
      time(() => {
        const h = createHash('sha256')
        for (let i = 0; i < mib; i++) h.update(block)
        h.digest()
      })
    )
  }
  const whole = new Uint8Array(mib * 1024 * 1024)
  for (let i = 0; i < mib; i++) whole.set(block, i * block.length)
  const webcrypto = await timeAsync(() => sha256(whole))
  const nobleMBps = (mib * 1.048576) / (median(noble) / 1000)
  const nodeMBps = (mib * 1.048576) / (median(node) / 1000)
  print({
    bench: 'sha256_streaming',
    size_MiB: mib,
    chunk_KiB: 1024,
    noble_MBps: round(nobleMBps),
    node_crypto_MBps: round(nodeMBps),
    webcrypto_one_shot_MBps: round((mib * 1.048576) / (webcrypto / 1000)),
    ratio_noble_vs_node: round(nobleMBps / nodeMBps, 3),
  })
}

async function benchTsa(algorithm: TsaKeyAlgorithm): Promise<void> {
  const credentials = await generateTsaCredentials({ algorithm })
  const signer = await createTsaSigner({ certificatePem: credentials.tsa.certificatePem, privateKeyPem: credentials.tsa.privateKeyPem })
  const imprint = await sha256(new TextEncoder().encode('bench'))
  const n = algorithm === 'ECDSA-P256' ? 200 : 100
  const responses: Uint8Array[] = []
  const requests = Array.from({ length: n }, () => createTimeStampRequest(imprint))
  const signMs = await timeAsync(async () => {
    for (const request of requests) responses.push((await signer.sign(request.der)).response)
  })
  let ok = 0
  const verifyMs = await timeAsync(async () => {
    for (let i = 0; i < n; i++) {
      const result = await verifyTimestampResponse(responses[i]!, { imprint, nonce: requests[i]!.nonce!, trustedRoots: [credentials.root.certificatePem] })
      if (result.ok) ok++
    }
  })
  if (ok !== n) throw new Error(`only ${ok}/${n} tokens verified`)
  print({
    bench: 'embedded_tsa',
    algorithm,
    tokens: n,
    sign_per_s: round((n / signMs) * 1000),
    verify_per_s: round((n / verifyMs) * 1000),
    sign_and_verify_per_s: round((n / (signMs + verifyMs)) * 1000),
  })
}

function benchMerkle(): void {
  const leaves = Array.from({ length: 10_000 }, (_, i) => {
    const leaf = new Uint8Array(32)
    new DataView(leaf.buffer).setUint32(0, i)
    return leaf
  })
  const runs: number[] = []
  for (let r = 0; r < 5; r++) {
    runs.push(
      time(() => {
        const tree = buildMerkleTree(leaves)
        tree.proofs()
      })
    )
  }
  const ms = median(runs)
  print({ bench: 'merkle_batch', leaves: 10_000, root_and_all_proofs_ms: round(ms), target_ms: 1000, within_target: ms < 1000 })
}

async function benchBundleVerify(): Promise<number> {
  const file = globalThis.crypto.getRandomValues(new Uint8Array(65536))
  const digest = await sha256(file)
  const credentials = await generateTsaCredentials()
  const signer = await createTsaSigner({ certificatePem: credentials.tsa.certificatePem, privateKeyPem: credentials.tsa.privateKeyPem })
  const { response } = await signer.sign(createTimeStampRequest(digest).der)
  const tree = buildMerkleTree([digest, ...Array.from({ length: 999 }, (_, i) => new Uint8Array(32).fill(i % 256))])
  const zip = createProofBundle({
    file: { name: 'bench.bin', size: file.length, sha256: toHex(digest) },
    deposit: { id: 'bench', depositedAt: new Date() },
    timestamp: { response, chainPem: credentials.tsa.certificatePem + credentials.root.certificatePem, qualified: false },
    anchor: { leaf: toHex(digest), proof: inclusionProofToJson(tree.proof(0)), root: toHex(tree.root), chainId: 1, transactionHash: `0x${'11'.repeat(32)}` },
    certificatePdf: new Uint8Array(200_000),
  })
  const runs: number[] = []
  for (let r = 0; r < 15; r++) {
    runs.push(
      await timeAsync(async () => {
        const result = await verifyProofBundle(zip, { fileSha256: digest, trustedRoots: [credentials.root.certificatePem] })
        if (!result.ok) throw new Error('bundle did not verify')
      })
    )
  }
  const ms = median(runs)
  print({
    bench: 'bundle_verify',
    bundle_KiB: round(zip.length / 1024),
    median_ms: round(ms, 2),
    first_ms: round(runs[0]!, 2),
    target_ms: 200,
    within_target: ms < 200,
  })
  return ms
}

/** Minified and gzipped size of one entry bundled for browsers (what a page downloads). */
async function bundledSize(entry: string): Promise<{ min: number; gzip: number }> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: { write: false, minify: true, lib: { entry: fileURLToPath(new URL(entry, import.meta.url)), formats: ['es'], fileName: 'x' } },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Array<{ output: Array<{ type: string; code?: string }> }>
  const code = outputs[0]!.output
    .filter((o) => o.type === 'chunk')
    .map((o) => o.code!)
    .join('')
  return { min: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length }
}

// The widget's lazy verifier chunk, against the whole library as baseline; then one evidence check against a bundle check.
async function benchEvidence(bundleVerifyMs: number): Promise<void> {
  const entry = await bundledSize('../src/evidence_entry.ts')
  const whole = await bundledSize('../src/index.ts')
  print({
    bench: 'evidence_entry_size',
    evidence_min_KiB: round(entry.min / 1024),
    evidence_gzip_KiB: round(entry.gzip / 1024),
    library_gzip_KiB: round(whole.gzip / 1024),
    ratio_gzip_vs_library: round(entry.gzip / whole.gzip, 3),
  })
  const file = globalThis.crypto.getRandomValues(new Uint8Array(65536))
  const digest = await sha256(file)
  const credentials = await generateTsaCredentials()
  const signer = await createTsaSigner({ certificatePem: credentials.tsa.certificatePem, privateKeyPem: credentials.tsa.privateKeyPem })
  const { response } = await signer.sign(createTimeStampRequest(digest).der)
  const key = await generateSecurityHashKey('bench')
  const fields = {
    filename: 'bench.bin',
    fileId: 'bench',
    checksum: toHex(digest),
    size: file.length,
    depositor: 'B',
    depositorEmail: 'b@example.fr',
    coAuthors: [],
  }
  const securityHash = await encodeSecurityHash(
    { ...fields, depositDate: new Date(), endOfConservationDate: new Date() },
    await importSecurityHashSigningKey('bench', key.privateKeyPem)
  )
  const tree = buildMerkleTree([digest, ...Array.from({ length: 999 }, (_, i) => new Uint8Array(32).fill(i % 256))])
  const evidence = {
    format: 'sceau-evidence' as const,
    version: 1 as const,
    file: { name: 'bench.bin', size: file.length, sha256: toHex(digest) },
    number: null,
    depositedAt: new Date().toISOString(),
    timestamps: [toBase64(extractTimeStampToken(response))],
    certificatesPem: credentials.tsa.certificatePem,
    qualified: false,
    securityHash,
    anchor: { leaf: toHex(digest), proof: inclusionProofToJson(tree.proof(0)), root: toHex(tree.root), chainId: 1, transactionHash: `0x${'11'.repeat(32)}` },
  }
  const trust = {
    tsaRootsPem: credentials.root.certificatePem,
    securityHashKeys: [{ keyId: 'bench', publicKeyPem: key.publicKeyPem }],
    chain: { chainId: 1, rpcUrl: null, explorerTxUrl: null },
  }
  const runs: number[] = []
  for (let r = 0; r < 15; r++) {
    runs.push(
      await timeAsync(async () => {
        const result = await verifyDepositEvidence(evidence, { trust, fileSha256: toHex(digest) })
        if (!result.ok) throw new Error('evidence did not verify')
      })
    )
  }
  const ms = median(runs)
  print({ bench: 'evidence_verify', median_ms: round(ms, 2), first_ms: round(runs[0]!, 2), ratio_vs_bundle_verify: round(ms / bundleVerifyMs, 3) })
}

await benchSha256()
await benchTsa('ECDSA-P256')
await benchTsa('RSA-2048')
benchMerkle()
await benchEvidence(await benchBundleVerify())
