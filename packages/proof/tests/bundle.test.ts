import { execFileSync, spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BUNDLE_LAYERS, MERKLE_SCRIPT, readProofBundle, sha256Sync, toHex, verifyProofBundle } from '../src/index.ts'
import type { BundleManifest } from '../src/index.ts'
import { runVerifyCli } from '../src/cli/verify.ts'
import { bundleOf, makeDeposit, startRpcNode } from './fixtures.ts'
import type { DepositFixture, RpcNode } from './fixtures.ts'
import { opensslSync as openssl, tempDir } from '@sceau/testing/openssl'

const packageDir = fileURLToPath(new URL('..', import.meta.url))

/** Rewrites one entry of a ZIP; optionally fixes the manifest hash too (a careful forger). */
function rezip(zip: Uint8Array, path: string, change: (bytes: Uint8Array) => Uint8Array, fixManifest = false): Uint8Array {
  const files = unzipSync(zip)
  files[path] = new Uint8Array(change(new Uint8Array(files[path]!)))
  if (fixManifest) {
    const manifest = JSON.parse(strFromU8(files['manifest.json']!)) as BundleManifest
    manifest.files = manifest.files.map((f) => (f.path === path ? { ...f, sha256: toHex(sha256Sync(files[path]!)), size: files[path]!.length } : f))
    files['manifest.json'] = strToU8(JSON.stringify(manifest))
  }
  return zipSync(files)
}

function flipByte(at: (bytes: Uint8Array) => number) {
  return (bytes: Uint8Array) => {
    const out = new Uint8Array(bytes)
    out[at(bytes)]! ^= 0x01
    return out
  }
}

async function cli(args: string[], fetchImpl?: typeof fetch): Promise<{ code: number; out: string }> {
  const lines: string[] = []
  const code = await runVerifyCli(args, { stdout: (l) => lines.push(l), stderr: (l) => lines.push(l), ...(fetchImpl ? { fetch: fetchImpl } : {}) })
  return { code, out: lines.join('\n') }
}

describe('proof bundle', () => {
  let deposit: DepositFixture
  let zip: Uint8Array
  let rpc: RpcNode
  const dir = tempDir()
  beforeAll(async () => {
    deposit = await makeDeposit({ withRenewal: true })
    zip = bundleOf(deposit)
    rpc = await startRpcNode(deposit.anchor)
    dir.write('proof.zip', zip)
    dir.write('original.txt', deposit.file)
  })
  afterAll(async () => {
    await rpc.close()
    dir.remove()
  })

  it('holds the manifest, checksums, timestamps, chain, anchor, certificate and VERIFY.md', () => {
    const bundle = readProofBundle(zip)
    expect([...bundle.entries.keys()].sort()).toEqual(
      ['SHA256SUMS', 'VERIFY.md', 'anchor.json', 'certificate.pdf', 'manifest.json', 'timestamp-renewal-1.tsr', 'timestamp.tsr', 'tsa-chain.pem'].sort()
    )
    const m = bundle.manifest
    expect(m.file).toEqual({ name: deposit.fileName, size: deposit.file.length, sha256: deposit.fileSha256, mimeType: 'text/plain' })
    expect(m.deposit.number).toBe('D-2026-000042')
    expect(m.timestamp.imprint).toBe(deposit.fileSha256)
    expect(m.timestamp.qualified).toBe(false)
    expect(m.renewals).toHaveLength(1)
    expect(m.anchor).toMatchObject({ status: 'anchored', chainId: 31337, root: deposit.anchor.root, leafIndex: 5, treeSize: 11 })
    expect(m.files.map((f) => f.path)).not.toContain('manifest.json')
    expect(strFromU8(bundle.entries.get('SHA256SUMS')!)).toBe(`${deposit.fileSha256}  ${deposit.fileName}\n`)
  })

  it('verifies every layer with the library, on chain included', async () => {
    const result = await verifyProofBundle(zip, { file: deposit.file, rpcUrl: rpc.url })
    expect(Object.fromEntries(BUNDLE_LAYERS.map((l) => [l, result.layers[l].ok && !result.layers[l].skipped]))).toEqual(
      Object.fromEntries(BUNDLE_LAYERS.map((l) => [l, true]))
    )
    expect(result.ok).toBe(true)
    expect(result.trust).toEqual({ source: 'bundle', roots: 1 })
    expect(result.timestamps).toHaveLength(2)
  })

  it('can be checked with stock tools only, following VERIFY.md', () => {
    const out = join(dir.path, 'unzipped')
    mkdirSync(out)
    execFileSync('unzip', ['-q', dir.file('proof.zip'), '-d', out])
    copyFileSync(dir.file('original.txt'), join(out, deposit.fileName))
    const readme = dir.readText('unzipped/VERIFY.md')

    // 1. sha256sum -c
    expect(execFileSync('sha256sum', ['-c', 'SHA256SUMS'], { cwd: out }).toString()).toContain(`${deposit.fileName}: OK`)
    // 2. openssl ts -verify, exactly as written in VERIFY.md
    const commands = [...readme.matchAll(/^openssl ts -verify .*$/gm)].map((m) => m[0])
    expect(commands.length).toBeGreaterThanOrEqual(4)
    writeFileSync(join(out, 'root.pem'), deposit.credentials.root.certificatePem)
    for (const command of commands) {
      if (command.includes('previous-')) continue // renewal commands need the extraction step, run below
      const result = spawnSync('sh', ['-c', command], { cwd: out })
      expect(`${result.stdout}${result.stderr}`, command).toContain('Verification: OK')
    }
    // renewal block: extract the previous token, then verify the renewal against it
    const renewalBlock = readme.slice(readme.indexOf('### Renewals'))
    const renewalScript = renewalBlock.slice(renewalBlock.indexOf('```sh') + 5, renewalBlock.indexOf('```', renewalBlock.indexOf('```sh') + 5))
    const renewal = spawnSync('sh', ['-ec', renewalScript], { cwd: out })
    expect(`${renewal.stdout}${renewal.stderr}`).toContain('Verification: OK')
    // 3a. the by-hand Merkle commands
    const byHand = readme.slice(readme.indexOf('### 3a'))
    const shellSteps = byHand.slice(byHand.indexOf('```sh') + 5, byHand.indexOf('```', byHand.indexOf('```sh') + 5))
    expect(execFileSync('bash', ['-c', shellSteps], { cwd: out }).toString().trim()).toBe(deposit.anchor.root)
    // 3b. the python script
    expect(readme).toContain(MERKLE_SCRIPT.trimEnd())
    writeFileSync(join(out, 'merkle.py'), MERKLE_SCRIPT)
    expect(execFileSync('python3', ['merkle.py'], { cwd: out }).toString().trim()).toBe(`${deposit.anchor.root} OK`)
    // every file listed in the manifest matches sha256sum
    const manifest = JSON.parse(dir.readText('unzipped/manifest.json')) as BundleManifest
    for (const f of manifest.files) {
      expect(execFileSync('sha256sum', [f.path], { cwd: out }).toString().slice(0, 64)).toBe(f.sha256)
    }
  }, 30_000) // runs openssl, sha256sum and python a dozen times

  it('the python Merkle script notices a wrong path', () => {
    const out = join(dir.path, 'python-tamper')
    mkdirSync(out)
    const anchor = { ...deposit.anchor, proof: { ...deposit.anchor.proof, index: 4 } }
    writeFileSync(join(out, 'anchor.json'), JSON.stringify(anchor))
    writeFileSync(join(out, 'merkle.py'), MERKLE_SCRIPT)
    expect(execFileSync('python3', ['merkle.py'], { cwd: out }).toString()).toContain('MISMATCH')
  }, 30_000)

  it('CLI: valid bundle exits 0 and prints each layer', async () => {
    const { code, out } = await cli([dir.file('proof.zip'), '--file', dir.file('original.txt'), '--rpc', rpc.url])
    expect(out).toMatch(/\[ ok \] file +SHA-256/)
    expect(out).toMatch(/\[ ok \] timestamp/)
    expect(out).toMatch(/\[ ok \] merkle +leaf 5 of 11/)
    expect(out).toMatch(/\[ ok \] chain +root found/)
    expect(out).toContain('Result: VALID')
    expect(code).toBe(0)
    dir.write('root.pem', deposit.credentials.root.certificatePem)
    expect((await cli([dir.file('proof.zip'), '--roots', dir.file('root.pem')])).code).toBe(0)
  })

  it('CLI: one changed byte in the file is detected', async () => {
    const tampered = new Uint8Array(deposit.file)
    tampered[100]! ^= 0x20
    dir.write('tampered.txt', tampered)
    const { code, out } = await cli([dir.file('proof.zip'), '--file', dir.file('tampered.txt')])
    expect(code).toBe(1)
    expect(out).toMatch(/\[FAIL\] file/)
    expect(out).toMatch(/\[FAIL\] timestamp/) // the token does not cover this file's hash
    expect(out).toContain('Result: INVALID')
  })

  it('CLI: one changed byte in the token is detected, even with a fixed-up manifest', async () => {
    const tokenByte = flipByte((b) => b.length - 5) // inside the signature value
    for (const fix of [false, true]) {
      dir.write('bad-token.zip', rezip(zip, 'timestamp.tsr', tokenByte, fix))
      const { code, out } = await cli([dir.file('bad-token.zip'), '--file', dir.file('original.txt')])
      expect(code).toBe(1)
      expect(out).toMatch(/\[FAIL\] timestamp .*signature/)
      if (!fix) expect(out).toMatch(/\[FAIL\] manifest/)
    }
  })

  it('CLI: one changed byte in the Merkle path is detected', async () => {
    const pathByte = (bytes: Uint8Array) => {
      const anchor = JSON.parse(strFromU8(bytes))
      const p = anchor.proof.path[1] as string
      anchor.proof.path[1] = `${p.slice(0, 10)}${p[10] === '0' ? '1' : '0'}${p.slice(11)}`
      return strToU8(JSON.stringify(anchor))
    }
    dir.write('bad-path.zip', rezip(zip, 'anchor.json', pathByte, true))
    const { code, out } = await cli([dir.file('bad-path.zip')])
    expect(code).toBe(1)
    expect(out).toMatch(/\[FAIL\] merkle +Merkle path leads to/)
  })

  it('CLI: the chain check fails when the root is not in the calldata, or the tx is not mined', async () => {
    const saved = rpc.calldata
    rpc.calldata = `a0b1c2d3${'00'.repeat(32)}`
    let r = await cli([dir.file('proof.zip'), '--rpc', rpc.url])
    expect(r.code).toBe(1)
    expect(r.out).toMatch(/\[FAIL\] chain +the Merkle root is not in the transaction calldata/)
    rpc.calldata = `0${saved}` // shifted by a nibble: not byte-aligned
    expect((await cli([dir.file('proof.zip'), '--rpc', rpc.url])).code).toBe(1)
    rpc.calldata = saved
    rpc.blockNumber = null
    r = await cli([dir.file('proof.zip'), '--rpc', rpc.url])
    expect(r.out).toMatch(/not mined/)
    rpc.blockNumber = 42
    rpc.chainId = 1
    r = await cli([dir.file('proof.zip'), '--rpc', rpc.url])
    expect(r.out).toMatch(/RPC serves chain 1/)
    rpc.chainId = 31337
  })

  it('CLI: wrong roots, a missing file, usage errors', async () => {
    const other = await makeDeposit()
    dir.write('other-root.pem', other.credentials.root.certificatePem)
    const wrongRoot = await cli([dir.file('proof.zip'), '--roots', dir.file('other-root.pem')])
    expect(wrongRoot.code).toBe(1)
    expect(wrongRoot.out).toMatch(/\[FAIL\] timestamp .*chain/)
    expect((await cli([dir.file('nope.zip')])).code).toBe(2)
    expect((await cli([])).code).toBe(2)
    expect((await cli([dir.file('proof.zip'), '--bogus'])).code).toBe(2)
    dir.write('garbage.zip', new Uint8Array([1, 2, 3, 4]))
    const garbage = await cli([dir.file('garbage.zip')])
    expect(garbage.code).toBe(1)
    expect(garbage.out).toMatch(/\[FAIL\] bundle/)
    const json = await cli([dir.file('proof.zip'), '--json'])
    expect(JSON.parse(json.out).ok).toBe(true)
  })

  it('reports hostile bundles instead of throwing', async () => {
    const badPem = rezip(zip, 'tsa-chain.pem', () => strToU8('-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n'), true)
    const pem = await verifyProofBundle(badPem, { file: deposit.file })
    expect(pem.ok).toBe(false)
    expect(pem.layers.timestamp.ok).toBe(false)
    for (const patch of [{ files: 'x' }, { renewals: {} }, { timestamp: null }, { anchor: { status: 'maybe' } }, { file: { name: 1 } }]) {
      const hostile = rezip(zip, 'manifest.json', (bytes) => strToU8(JSON.stringify({ ...JSON.parse(strFromU8(bytes)), ...patch })))
      const result = await verifyProofBundle(hostile, { file: deposit.file })
      expect(result.ok, JSON.stringify(patch)).toBe(false)
      expect(result.layers.bundle.reason).toMatch(/manifest\.json/)
    }
    const notJson = await verifyProofBundle(rezip(zip, 'manifest.json', () => strToU8('{')))
    expect(notJson.layers.bundle.reason).toMatch(/not JSON/)
  })

  it('a pending anchor is reported as pending, not as a failure', async () => {
    const pending = bundleOf(deposit, { anchor: null })
    expect(readProofBundle(pending).entries.has('anchor.json')).toBe(false)
    const result = await verifyProofBundle(pending, { file: deposit.file })
    expect(result.ok).toBe(true)
    expect(result.layers.merkle).toMatchObject({ skipped: true, reason: 'anchor pending' })
    expect(strFromU8(readProofBundle(pending).entries.get('VERIFY.md')!)).toContain('pending')
    // dropping anchor.json from an anchored bundle is not "pending"
    const files = unzipSync(zip)
    delete files['anchor.json']
    const stripped = await verifyProofBundle(zipSync(files), { file: deposit.file })
    expect(stripped.ok).toBe(false)
    expect(stripped.layers.manifest.ok).toBe(false)
  })

  it("an instance that does not anchor says 'none': no pending claim, no anchor.json, and the folder verifies", async () => {
    const none = bundleOf(deposit, { anchor: 'none' })
    const { manifest, entries } = readProofBundle(none)
    expect(manifest.anchor).toEqual({ status: 'none' })
    expect(entries.has('anchor.json')).toBe(false)
    const verifyMd = strFromU8(entries.get('VERIFY.md')!)
    expect(verifyMd).toContain('does not record deposits on a blockchain')
    expect(verifyMd).not.toMatch(/pending/i)
    const result = await verifyProofBundle(none, { file: deposit.file })
    expect(result.ok).toBe(true)
    for (const layer of ['merkle', 'chain'] as const) {
      expect(result.layers[layer]).toMatchObject({ ok: true, skipped: true, reason: 'no anchor: this instance does not record deposits on a blockchain' })
    }
    expect(JSON.stringify(result.layers)).not.toMatch(/pending/i)
    // sceau-verify (and `sceau verify`, which runs it) says the same and exits 0.
    writeFileSync(dir.file('no-chain.zip'), none)
    const { code, out } = await cli([dir.file('no-chain.zip'), '--file', dir.file('original.txt')])
    expect(code).toBe(0)
    expect(out).toContain('[skip] chain     no anchor: this instance does not record deposits on a blockchain')
    expect(out).toContain('Result: VALID')
    expect(out).not.toMatch(/pending/i)
    // 'none' with an anchor.json slipped in is not a consistent folder.
    const files = unzipSync(zip)
    const withAnchor = rezip(none, 'anchor.json', () => files['anchor.json']!, true)
    expect((await verifyProofBundle(withAnchor, { file: deposit.file })).layers.manifest.ok).toBe(false)
  })

  it('refuses to build a bundle whose parts do not belong together', async () => {
    const other = await makeDeposit()
    expect(() => bundleOf(deposit, { timestamp: { ...deposit.input.timestamp, response: other.response } })).toThrow(/imprint/)
    expect(() => bundleOf(deposit, { anchor: { ...deposit.anchor, leaf: other.fileSha256 } })).toThrow(/leaf/)
  })

  it('runs from source with plain node (type stripping), exit code included', () => {
    const entry = join(packageDir, 'src/cli/sceau_verify.ts')
    const ok = spawnSync(process.execPath, [entry, dir.file('proof.zip'), '--file', dir.file('original.txt')], { encoding: 'utf8' })
    expect(ok.stdout).toContain('Result: VALID')
    expect(ok.status).toBe(0)
    const bad = spawnSync(process.execPath, [entry, dir.file('proof.zip'), '--file', dir.file('tampered.txt')], { encoding: 'utf8' })
    expect(bad.status).toBe(1)
  }, 30_000) // two Node start-ups with type stripping: seconds each on a busy machine

  it('ships a token openssl can read back', () => {
    const text = openssl(['ts', '-reply', '-in', dir.file('unzipped/timestamp.tsr'), '-text'])
    expect(text.output).toContain('Status: Granted.')
  })
})
