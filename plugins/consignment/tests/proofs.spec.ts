import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { TimestampService } from '@sceau/plugin-sdk/server'
import { checkAnchorOnChain, fromHex, readProofBundle, sha256Sync, toHex, verifyProofBundle } from '@sceau/proof'
import { runVerifyCli } from '@sceau/proof/cli'
import { strFromU8, strToU8, zipSync } from 'fflate'
import { opensslVerifyBundle, opensslVerifyToken } from '@sceau/testing/openssl'
import type { DepositDetail } from '../shared/index.js'
import { deposit, fetchBytes, sealed, signUp, testFile, waitFor, type TestFile } from './support/deposits.js'
import { localChain } from './support/local_chain.js'

/** Rebuilds a bundle after `change` edited its entries, with the manifest's SHA-256 list made consistent again. */
function rezip(zip: Uint8Array, change: (entries: Map<string, Uint8Array>) => void) {
  const { entries } = readProofBundle(zip)
  change(entries)
  const manifest = JSON.parse(strFromU8(entries.get('manifest.json')!))
  manifest.files = manifest.files.map((f: { path: string }) => ({ ...f, sha256: toHex(sha256Sync(entries.get(f.path)!)), size: entries.get(f.path)!.length }))
  entries.set('manifest.json', strToU8(JSON.stringify(manifest)))
  return zipSync(Object.fromEntries(entries))
}

test.group('Consignment: proofs of a real deposit', (group) => {
  let dir: string
  const local = localChain(group)

  group.setup(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sceau-consignment-proofs-'))
    return () => rm(dir, { recursive: true, force: true })
  })

  /** The platform's AnchorService with the evm driver on the hardhat node, bound for the plugins. */
  const useChain = async () => local.use(await local.service())

  async function anchorOnChain(chain?: Awaited<ReturnType<typeof useChain>>) {
    await local.anchor(chain ?? (await useChain()))
  }

  async function sealedDeposit(file: TestFile) {
    const account = await signUp({ language: 'en' })
    const created = await deposit(account.browser, [file], { coAuthors: [{ firstname: 'Grace', lastname: 'Hopper', email: 'grace@example.org' }] })
    const done = await sealed(account.browser, created.deposit.id)
    return { account, done, fileView: done.files[0]! }
  }

  test('the token passes openssl ts -verify; once anchored the bundle verifies offline and on chain, and the sceau-verify CLI catches tampering', async ({
    assert,
  }) => {
    const timestamps = await app.container.make(TimestampService)
    const file = testFile('design.txt', 'a design worth proving')
    const { account, done, fileView } = await sealedDeposit(file)

    const proofOf = async () => (await fetchBytes(account.browser, `/consignment/deposits/${done.id}/files/${fileView.id}/proof`)).bytes
    // The test platform starts without a chain: the folder says the instance does not anchor.
    assert.equal(readProofBundle(await proofOf()).manifest.anchor.status, 'none', 'no chain: never "pending"')
    const chain = await useChain()
    let zip = await proofOf()
    assert.equal(readProofBundle(zip).manifest.anchor.status, 'pending', 'a chain, not anchored yet: the bundle says so')
    // The bundle's timestamp.tsr as VERIFY.md tells anyone to check it, with stock openssl.
    const roots = await timestamps.trustedRootsPem()
    const pending = readProofBundle(zip)
    const stock = await opensslVerifyBundle(pending.entries, { sha256Hex: fileView.sha256! }, roots)
    assert.include(stock, 'Verification: OK')

    await anchorOnChain(chain)
    const anchored: DepositDetail = await waitFor(async () => {
      const answer = await account.browser.get(`/consignment/deposits/${done.id}`)
      // The deposit says anchored once the consignment:anchored job ran (after anchor:confirmed).
      return answer.body.anchor === 'anchored' ? answer.body : null
    }, 'the deposit anchored')
    assert.equal(anchored.files[0]!.anchor.state, 'anchored')
    assert.match(anchored.files[0]!.anchor.transactionHash!, /^0x[0-9a-f]{64}$/)

    zip = (await fetchBytes(account.browser, `/consignment/deposits/${done.id}/files/${fileView.id}/proof`)).bytes
    const bundle = readProofBundle(zip)
    assert.equal(bundle.manifest.anchor.status, 'anchored')
    const record = JSON.parse(strFromU8(bundle.entries.get('anchor.json')!))
    assert.isTrue((await checkAnchorOnChain(record, local.url())).ok, 'the root is in the transaction on the hardhat chain')
    const result = await verifyProofBundle(zip, { file: file.bytes, trustedRoots: [roots], rpcUrl: local.url() })
    assert.isTrue(result.ok, JSON.stringify(result.layers))

    const paths = {
      bundle: join(dir, 'proof.zip'),
      file: join(dir, 'design.txt'),
      roots: join(dir, 'roots.pem'),
    }
    await writeFile(paths.bundle, zip)
    await writeFile(paths.file, file.bytes)
    await writeFile(paths.roots, roots)
    const cli = async (bundle: Uint8Array, original: Uint8Array = file.bytes) => {
      await writeFile(paths.bundle, bundle)
      await writeFile(paths.file, original)
      const lines: string[] = []
      const code = await runVerifyCli([paths.bundle, '--file', paths.file, '--roots', paths.roots, '--rpc', local.url()], {
        stdout: (l) => lines.push(l),
        stderr: (l) => lines.push(l),
      })
      return { code, output: lines.join('\n') }
    }
    const good = await cli(zip)
    assert.equal(good.code, 0, good.output)

    const changedFile = Buffer.from(file.bytes)
    changedFile[3] ^= 1
    const fileTampered = await cli(zip, changedFile)
    assert.equal(fileTampered.code, 1)
    assert.match(fileTampered.output, /file/i)

    const tokenTampered = rezip(zip, (entries) => {
      const tsr = new Uint8Array(entries.get('timestamp.tsr')!)
      tsr[tsr.length - 10] ^= 0xff
      entries.set('timestamp.tsr', tsr)
    })
    const tokenResult = await cli(tokenTampered)
    assert.equal(tokenResult.code, 1, tokenResult.output)
    assert.match(tokenResult.output, /timestamp/i)

    const pathTampered = rezip(zip, (entries) => {
      const anchor = JSON.parse(strFromU8(entries.get('anchor.json')!))
      anchor.proof.path = anchor.proof.path.length
        ? anchor.proof.path.map((h: string) => `${h[0] === '0' ? '1' : '0'}${h.slice(1)}`)
        : [toHex(sha256Sync(strToU8('a sibling that was never there')))]
      entries.set('anchor.json', strToU8(JSON.stringify(anchor)))
    })
    const pathResult = await cli(pathTampered)
    assert.equal(pathResult.code, 1, pathResult.output)
    assert.match(pathResult.output, /merkle/i)

    // The security hash carried by the manifest: one changed byte breaks its Ed25519 signature.
    const hash = fileView.securityHash!
    const flipped = `${hash.slice(0, 40)}${hash[40] === 'A' ? 'B' : 'A'}${hash.slice(41)}`
    const hashTampered = rezip(zip, (entries) => {
      const manifest = JSON.parse(strFromU8(entries.get('manifest.json')!))
      manifest.deposit.securityHash = flipped
      entries.set('manifest.json', strToU8(JSON.stringify(manifest)))
    })
    const hashResult = await cli(hashTampered)
    assert.equal(hashResult.code, 1, hashResult.output)
    assert.match(hashResult.output, /\[FAIL\] security/)
    assert.match(good.output, /\[ ok \] security/)
    assert.equal((await account.browser.post('/consignment/decode', { hash: flipped })).status, 400)
  })

  test('renewal appends an archive timestamp over the previous token: the chain verifies, openssl accepts the new token, the bundle carries it', async ({
    assert,
  }) => {
    const timestamps = await app.container.make(TimestampService)
    const file = testFile('renew.txt', 'kept for longer')
    const { account, done, fileView } = await sealedDeposit(file)
    const before = done.expiresAt!
    // Renewal opens in the last 90 days of conservation.
    await db
      .from('consignment_deposits')
      .where('uid', done.id)
      .update({ expires_at: new Date(Date.now() + 30 * 24 * 3600 * 1000) })
    const renewed = await account.browser.post(`/consignment/deposits/${done.id}/renew`, { years: 5 })
    assert.equal(renewed.status, 200, JSON.stringify(renewed.body))
    assert.equal(renewed.body.years, 8)
    assert.isAbove(new Date(renewed.body.expiresAt).getTime(), new Date(before).getTime())
    assert.equal(renewed.body.files[0].timestamp.renewals, 1)
    assert.notEqual(renewed.body.files[0].securityHash, fileView.securityHash, 'the security hash carries the new end of conservation')
    const decoded = await account.browser.post('/consignment/decode', { hash: renewed.body.files[0].securityHash })
    assert.equal(decoded.body.endOfConservationDate, new Date(Math.floor(new Date(renewed.body.expiresAt).getTime() / 1000) * 1000).toISOString())

    const zip = (await fetchBytes(account.browser, `/consignment/deposits/${done.id}/files/${fileView.id}/proof`)).bytes
    const bundle = readProofBundle(zip)
    assert.lengthOf(bundle.manifest.renewals, 1)
    const original = bundle.entries.get('timestamp.tsr')!
    const renewal = bundle.entries.get('timestamp-renewal-1.tsr')!
    const tokens = [original, renewal].map((tsr) => new Uint8Array(tsr))
    const chain = await timestamps.verifyChain(
      await Promise.all(tokens.map(async (t) => (await import('@sceau/proof')).extractTimeStampToken(t))),
      fromHex(fileView.sha256!)
    )
    assert.isTrue(chain.ok, JSON.stringify(chain.links.map((l) => l.checks)))
    const verified = await verifyProofBundle(zip, { file: file.bytes, trustedRoots: [await timestamps.trustedRootsPem()] })
    assert.isTrue(verified.layers.timestamp.ok, JSON.stringify(verified.layers.timestamp))
  })

  test('openssl ts -verify accepts the stored token for the file SHA-256 and refuses it for another file', async ({ assert }) => {
    const timestamps = await app.container.make(TimestampService)
    const { fileView } = await sealedDeposit(testFile('openssl.txt', 'checked by openssl'))
    const row = await db
      .from('consignment_timestamps')
      .join('consignment_files', 'consignment_files.id', 'consignment_timestamps.file_id')
      .where('consignment_files.uid', fileView.id)
      .select('consignment_timestamps.*')
      .first()
    const token = new Uint8Array(Buffer.from(row.token, 'base64'))
    const roots = await timestamps.trustedRootsPem()
    const ok = await opensslVerifyToken(token, fileView.sha256!, roots, row.chain_pem)
    assert.isTrue(ok.ok, ok.output)
    const other = await opensslVerifyToken(token, toHex(sha256Sync(strToU8('another file'))), roots, row.chain_pem)
    assert.isFalse(other.ok)
  })
})
