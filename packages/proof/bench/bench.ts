// `pnpm --filter @sceau/proof bench`: one JSON line per measure; ratios in one run hold better than absolutes.
import { createHash } from 'node:crypto'
import {
  buildMerkleTree,
  createProofBundle,
  createSha256,
  createTimeStampRequest,
  createTsaSigner,
  generateTsaCredentials,
  inclusionProofToJson,
  sha256,
  toHex,
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

async function benchBundleVerify(): Promise<void> {
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
}

await benchSha256()
await benchTsa('ECDSA-P256')
await benchTsa('RSA-2048')
benchMerkle()
await benchBundleVerify()
