import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import {
  collect,
  commitmentListDigest,
  commitmentsOf,
  decryptFile,
  decryptManifest,
  encryptFile,
  encryptManifest,
  fromBase64Url,
  generateKey,
  masterForSending,
  streamOf,
  toBase64Url,
  toHex,
  type E2eMaster,
  type ManifestEntry,
} from '@sceau/e2e'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { AnchorService, TimestampService } from '@sceau/plugin-sdk/server'
import { createE2eProofBundle, sha256Sync, timestampResponseFromToken, verifyE2eProof } from '@sceau/proof'
import { HARDHAT_KEY_0, startHardhatNode, type HardhatNode } from '@sceau/testing/hardhat_node'
import { openssl } from '@sceau/testing/openssl'
import { testPlatform } from '@sceau/testing/test_platform'
import { ExpireTransfersJob } from '../server/jobs/expire_transfers_job.js'
import { Browser, fetchBytes, grantPlan, randomBytesOf, sha256, signUp, uniqueName, upload } from './support/transfers.js'

/** Every request the test process sends while `run` runs: URL, headers and body, as bytes. */
async function recordingRequests<T>(run: () => Promise<T>) {
  const seen: Buffer[] = []
  const original = globalThis.fetch
  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init)
    const body = init?.body instanceof Uint8Array ? Buffer.from(init.body) : typeof init?.body === 'string' ? Buffer.from(init.body) : Buffer.alloc(0)
    const headers: string[] = []
    request.headers.forEach((value, name) => headers.push(`${name}: ${value}`))
    seen.push(Buffer.concat([Buffer.from(`${request.method} ${request.url}\n${headers.join('\n')}\n`), body]))
    return original(input, init)
  }
  try {
    return { result: await run(), seen }
  } finally {
    globalThis.fetch = original
  }
}

/** Every row of every table, as text: what an operator with the database could read. */
async function databaseText() {
  // PostgreSQL lists a schema's tables (the test database's is public); SQLite ignores the argument.
  const tables: string[] = await db.connection().getAllTables(['public'])
  const parts: string[] = []
  for (const table of tables) parts.push(JSON.stringify(await db.from(table).select('*')))
  return parts.join('\n')
}

interface Plain {
  path: string
  bytes: Buffer
}

/** What the browser or the CLI does: encrypt each file (its name becomes an opaque id), the manifest, the commitments. */
async function encryptAll(master: E2eMaster, list: Plain[]) {
  const encrypted: { path: string; bytes: Buffer }[] = []
  const entries: ManifestEntry[] = []
  for (const file of list) {
    const sealed = encryptFile(master, { path: file.path })
    encrypted.push({ path: sealed.id, bytes: Buffer.from(await collect(streamOf(file.bytes).pipeThrough(sealed.stream))) })
    entries.push(await sealed.entry)
  }
  const manifest = toBase64Url(await encryptManifest(master, entries))
  return { encrypted, entries, e2e: { manifest, commitments: await commitmentsOf({ files: entries }) } }
}

async function premium() {
  const account = await signUp({ language: 'en' })
  await grantPlan(account.organisationId, 'premium')
  return account
}

test.group('Transfer: end-to-end encrypted (docs/e2e-format.md)', () => {
  test('the server stores ciphertext, a manifest it cannot read and timestamped commitments; it never sees a key, name or hash', async ({ assert }) => {
    const owner = await premium()
    const key = generateKey()
    const master = await masterForSending({ key })
    const marker = uniqueName('secret').toLowerCase()
    const list: Plain[] = [
      { path: `${marker}-dossier/${marker}-lettre.pdf`, bytes: randomBytesOf(200_000) },
      { path: `${marker}-notes.txt`, bytes: Buffer.from(`${marker} plaintext content that must never reach the server`) },
    ]
    const password = 'Open-Sesame-1'

    const { result, seen } = await recordingRequests(async () => {
      const { encrypted, entries, e2e } = await encryptAll(master, list)
      const created = await owner.browser.post('/transfer/transfers', { mode: 'link', e2e: true, password, title: 'Dossier' })
      assert.equal(created.status, 201, JSON.stringify(created.body))
      await upload(created.body, encrypted)
      const headers = { 'x-transfer-sender': created.body.senderToken }
      const sent = await owner.browser.request('POST', `/transfer/drafts/${created.body.id}/send`, { headers, json: { e2e } })
      assert.equal(sent.status, 200, JSON.stringify(sent.body))
      return { entries, e2e, sent: sent.body, token: new URL(sent.body.link).pathname.split('/').pop()! }
    })
    const { entries, e2e, sent, token } = result
    assert.notInclude(sent.link, '#', 'the server hands out the link; the key is added by the sender')
    assert.isString(sent.certifiedAt)

    // The recipient: locked until the link password, then the manifest, the commitments and the token.
    const visitor = new Browser('en')
    const locked = await visitor.get(`/transfer/downloads/${token}`)
    assert.isTrue(locked.body.locked)
    assert.isNull(locked.body.e2e)
    const unlocked = await visitor.request('POST', `/transfer/downloads/${token}/unlock`, { json: { password }, csrf: false })
    const access = unlocked.body.access as string
    const view = (await visitor.get(`/transfer/downloads/${token}`, { 'x-transfer-access': access })).body
    assert.deepEqual(view.e2e.commitments, e2e.commitments)
    assert.equal(view.e2e.timestamp.genTime, sent.certifiedAt)
    assert.sameMembers(
      view.files.map((file: { name: string }) => file.name),
      entries.map((entry) => entry.id)
    )
    const timestamps = await app.container.make(TimestampService)
    const verified = await timestamps.verify(Buffer.from(view.e2e.timestamp.token, 'base64'), await commitmentListDigest(view.e2e.commitments))
    assert.isTrue(verified.ok, JSON.stringify(verified.checks))

    const opened = await decryptManifest(fromBase64Url(view.e2e.manifest), { key })
    for (const [index, entry] of opened.manifest.files.entries()) {
      const file = view.files.find((f: { name: string }) => f.name === entry.id)
      const download = await fetchBytes(`/transfer/downloads/${token}/files/${file.id}`, { 'x-transfer-access': access })
      assert.equal(download.status, 200)
      const commitment = view.e2e.commitments.find((c: { id: string }) => c.id === entry.id).commitment
      const decrypted = decryptFile(opened.master, entry, commitment)
      const plain = await collect(streamOf(download.bytes).pipeThrough(decrypted.stream))
      await decrypted.verified
      assert.equal(entry.path, list[index]!.path)
      assert.equal(sha256(Buffer.from(plain)), sha256(list[index]!.bytes))
    }

    // What a recipient's proof of one file needs (docs/e2e-format.md §7): the TSA chain the token was verified
    // with (stock OpenSSL checks the token over the commitment list with it) and the anchor (none yet).
    assert.match(view.e2e.tsaChain, /^-----BEGIN CERTIFICATE-----/)
    assert.isNull(view.e2e.anchor)
    const dir = await mkdtemp(join(tmpdir(), 'e2e-proof-'))
    try {
      const list_ = `sceau-e2e/1 commitments\n${view.e2e.commitments.map((c: { id: string; commitment: string }) => `${c.id} ${c.commitment}\n`).join('')}`
      await writeFile(join(dir, 'commitments.txt'), list_)
      await writeFile(join(dir, 'commitments.tsr'), timestampResponseFromToken(Buffer.from(view.e2e.timestamp.token, 'base64')))
      await writeFile(join(dir, 'tsa-chain.pem'), view.e2e.tsaChain)
      const out = await openssl(['ts', '-verify', '-in', 'commitments.tsr', '-data', 'commitments.txt', '-CAfile', 'tsa-chain.pem'], dir)
      assert.include(out, 'Verification: OK')
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
    const first = opened.manifest.files[0]!
    const proof = createE2eProofBundle({
      commitments: view.e2e.commitments,
      token: Buffer.from(view.e2e.timestamp.token, 'base64'),
      chainPem: view.e2e.tsaChain,
      anchor: view.e2e.anchor,
      opening: { id: first.id, salt: first.salt, sha256: first.sha256 },
    })
    const checked = await verifyE2eProof(proof, { fileSha256: sha256Sync(list[0]!.bytes), trustedRoots: [await timestamps.trustedRootsPem()] })
    assert.isTrue(checked.ok, JSON.stringify(checked.layers))
    assert.isFalse((await verifyE2eProof(proof, { fileSha256: sha256Sync(list[1]!.bytes) })).ok)

    // The sender's own list and detail say the transfer is end-to-end encrypted (the web app names its files "Encrypted file N").
    const listed = (await owner.browser.get('/transfer/transfers')).body.data.find((item: { id: string }) => item.id === sent.id)
    assert.isTrue(listed.e2e)
    const detail = (await owner.browser.get(`/transfer/transfers/${sent.id}`)).body
    assert.isTrue(detail.e2e)
    assert.sameMembers(
      detail.files.map((file: { path: string }) => file.path),
      entries.map((entry) => entry.id)
    )

    // No key, passphrase, plaintext name, path or hash in any request the sender made, nor in any database row.
    const secrets = [toHex(key), toBase64Url(key), marker, ...entries.flatMap((entry) => [entry.sha256, entry.salt])]
    const database = await databaseText()
    for (const secret of secrets) {
      assert.isFalse(database.includes(secret), `the database holds ${secret}`)
      for (const request of seen) assert.equal(request.indexOf(secret), -1, `a request carried ${secret}`)
    }
    for (const request of seen) {
      assert.equal(request.indexOf(Buffer.from(key)), -1, 'a request carried the raw key')
      assert.equal(request.indexOf(list[0]!.bytes.subarray(0, 64)), -1, 'a request carried plaintext')
      assert.equal(request.indexOf(Buffer.from(list[0]!.path)), -1, 'a request carried a path')
    }
    assert.isAbove(seen.length, 4)

    // Deletion works as for a plain transfer; the encrypted manifest goes with the files, the certified list stays.
    const deleted = await owner.browser.request('DELETE', `/transfer/transfers/${sent.id}`)
    assert.equal(deleted.status, 204)
    assert.equal((await visitor.get(`/transfer/downloads/${token}`)).status, 410)
    const row = await db.from('transfer_transfers').where('id', Number(sent.id)).first()
    assert.isNull(row.e2e_manifest)
    assert.deepEqual(JSON.parse(row.e2e_commitments), e2e.commitments)
  })

  test('refused: a send without commitments, commitments that miss a file, an encrypted deposit, a manifest on a plain draft', async ({ assert }) => {
    const owner = await premium()
    const master = await masterForSending({ passphrase: 'correct horse' }, { argon2id: { memoryKiB: 256, iterations: 1, parallelism: 1 } })
    const { encrypted, e2e } = await encryptAll(master, [
      { path: 'a.txt', bytes: randomBytesOf(100) },
      { path: 'b.txt', bytes: randomBytesOf(100) },
    ])
    const created = (await owner.browser.post('/transfer/transfers', { mode: 'link', e2e: true })).body
    await upload(created, encrypted.slice(0, 1))
    const send = (json?: unknown) =>
      owner.browser.request('POST', `/transfer/drafts/${created.id}/send`, { headers: { 'x-transfer-sender': created.senderToken }, json })
    const bare = await send()
    assert.equal(bare.status, 422)
    assert.equal(bare.body.error.message, 'This transfer is end-to-end encrypted: send its manifest and commitments')
    const missing = await send({ e2e })
    assert.equal(missing.status, 422)
    assert.equal(missing.body.error.message, 'The commitments do not match the files received: upload every file again')
    const malformed = await send({ e2e: { ...e2e, commitments: [{ id: 'x', commitment: 'y' }] } })
    assert.equal(malformed.status, 422)
    assert.equal(malformed.body.error.message, "The encrypted transfer's manifest or commitments are invalid")
    const row = await db.from('transfer_transfers').where('id', Number(created.id)).first()
    assert.equal(row.status, 'draft')
    assert.isNull(row.e2e_timestamp)

    const folder = await fetch(`${Browser.baseUrl()}/api/v2/uploads`, {
      method: 'POST',
      headers: {
        'tus-resumable': '1.0.0',
        authorization: `Bearer ${created.uploadToken}`,
        'upload-length': '10',
        'upload-metadata': `filename ${Buffer.from('x').toString('base64')},relativePath ${Buffer.from('dir/x').toString('base64')}`,
      },
    })
    assert.notEqual(folder.status, 201, 'an encrypted batch takes no folders: paths live in the manifest')

    const deposit = await owner.browser.post('/transfer/transfers', { mode: 'link', e2e: true, type: 'protect' })
    assert.equal(deposit.status, 422)
    const named = await owner.browser.post('/transfer/transfers', {
      mode: 'link',
      e2e: true,
      files: { count: 1, bytes: 38, list: [{ path: 'lettre.pdf', size: 38 }] },
    })
    assert.equal(named.status, 422, 'an encrypted draft announces opaque ids, not names')
    const plain = (await owner.browser.post('/transfer/transfers', { mode: 'link' })).body
    await upload(plain, [{ path: 'c.txt', bytes: randomBytesOf(10) }])
    const onPlain = await owner.browser.request('POST', `/transfer/drafts/${plain.id}/send`, {
      headers: { 'x-transfer-sender': plain.senderToken },
      json: { e2e },
    })
    assert.equal(onPlain.status, 422)
    assert.equal(onPlain.body.error.message, 'This transfer is not end-to-end encrypted')
  })

  test('expiry deletes the ciphertext and the encrypted manifest, as for a plain transfer', async ({ assert }) => {
    const owner = await premium()
    const master = await masterForSending({ key: generateKey() })
    const { encrypted, e2e } = await encryptAll(master, [{ path: 'a.txt', bytes: randomBytesOf(1000) }])
    const created = (await owner.browser.post('/transfer/transfers', { mode: 'link', e2e: true })).body
    await upload(created, encrypted)
    const sent = await owner.browser.request('POST', `/transfer/drafts/${created.id}/send`, {
      headers: { 'x-transfer-sender': created.senderToken },
      json: { e2e },
    })
    assert.equal(sent.status, 200)
    await db
      .from('transfer_transfers')
      .where('id', Number(created.id))
      .update({ expire_at: new Date(Date.now() - 1000) })
    await (await app.container.make(ExpireTransfersJob)).run()
    const row = await db.from('transfer_transfers').where('id', Number(created.id)).first()
    assert.equal(row.status, 'expired')
    assert.isNull(row.e2e_manifest)
    assert.isNotNull(row.e2e_timestamp)
  })
})

test.group('Transfer: end-to-end encrypted, anchored (docs/e2e-format.md §7)', (group) => {
  let node: HardhatNode
  const batches: (number | string)[] = []

  group.setup(async () => {
    node = await startHardhatNode()
    return async () => {
      app.container.restore(AnchorService)
      await node.stop()
      // Leaves of other owners that went into these batches are pending again, as they were.
      if (batches.length)
        await db.from('anchor_leaves').whereIn('batch_id', batches).whereNot('ref_owner', 'transfer').update({ batch_id: null, leaf_index: null, path: null })
    }
  })

  test("once the commitment list's digest is on chain, the download answer carries its Merkle path and a file's proof checks it on chain", async ({
    assert,
  }) => {
    const owner = await premium()
    const key = generateKey()
    const list: Plain[] = [
      { path: 'dossier/a.txt', bytes: randomBytesOf(3000) },
      { path: 'b.txt', bytes: randomBytesOf(10) },
    ]
    const { encrypted, entries, e2e } = await encryptAll(await masterForSending({ key }), list)
    const created = (await owner.browser.post('/transfer/transfers', { mode: 'link', e2e: true })).body
    await upload(created, encrypted)
    const sent = await owner.browser.request('POST', `/transfer/drafts/${created.id}/send`, {
      headers: { 'x-transfer-sender': created.senderToken },
      json: { e2e },
    })
    assert.equal(sent.status, 200, JSON.stringify(sent.body))
    const token = new URL(sent.body.link).pathname.split('/').pop()!
    const visitor = new Browser('en')
    assert.isNull((await visitor.get(`/transfer/downloads/${token}`)).body.e2e.anchor, 'pending: no anchor yet')

    // The platform's anchoring on a local chain: the list's digest goes into a batch, confirmed.
    const service = await (await testPlatform()).evmAnchoring({ rpcUrl: node.url, privateKey: HARDHAT_KEY_0, confirmations: 1 })
    app.container.swap(AnchorService, () => service)
    const { built } = await service.runBatch()
    if (built) batches.push(built.id)
    await service.confirm()

    const view = (await visitor.get(`/transfer/downloads/${token}`)).body
    const digest = toHex(await commitmentListDigest(e2e.commitments))
    assert.equal(view.e2e.anchor.leaf.replace(/^0x/, ''), digest)
    assert.equal(view.e2e.anchor.chainId, 31337)
    const entry = entries[0]!
    const proof = createE2eProofBundle({
      commitments: view.e2e.commitments,
      token: Buffer.from(view.e2e.timestamp.token, 'base64'),
      chainPem: view.e2e.tsaChain,
      anchor: view.e2e.anchor,
      opening: { id: entry.id, salt: entry.salt, sha256: entry.sha256 },
    })
    const checked = await verifyE2eProof(proof, { fileSha256: sha256Sync(list[0]!.bytes), rpcUrl: node.url })
    assert.isTrue(checked.ok, JSON.stringify(checked.layers))
    assert.isUndefined(checked.layers.merkle.skipped)
    assert.isTrue(checked.layers.merkle.ok)
    assert.isUndefined(checked.layers.chain.skipped)
    assert.isTrue(checked.layers.chain.ok, checked.layers.chain.reason)
  })
})
