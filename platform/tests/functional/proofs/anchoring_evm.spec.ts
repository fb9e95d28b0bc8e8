import { createHash } from 'node:crypto'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { TimestampService, type AnchorProof, type AnchorRef, type PlatformEvents } from '@sceau/plugin-sdk/server'
import { checkAnchorOnChain, checkAnchorPath, createProofBundle, fromHex, inclusionProofFromJson, verifyInclusion, verifyProofBundle } from '@sceau/proof'
import { AnchorBatches } from '#proofs/anchor_batches'
import { DatabaseAnchorService } from '#proofs/database_anchor_service'
import { EvmAnchorChain } from '#proofs/evm_anchor_chain'
import { LocalEventBus } from '#services/core/local_event_bus'
import { HARDHAT_KEY_0, startHardhatNode, type HardhatNode } from '@sceau/testing/hardhat_node'
import { MemoryLogger } from '@sceau/testing/memory_logger'
import { uniqueName } from '@sceau/testing/unique'

const sha256 = (data: string | Uint8Array) => new Uint8Array(createHash('sha256').update(data).digest())
type Confirmed = PlatformEvents['anchor:confirmed']

/**
 * The evm driver against a local hardhat node on 127.0.0.1 (each transaction is mined on arrival;
 * the test mines the further blocks that confirm it). Batches take every pending leaf of the
 * shared tables: leaves other tests left pending are put back as they were afterwards.
 */
test.group('AnchorService, evm driver (hardhat node)', (group) => {
  let node: HardhatNode
  const owner = uniqueName('anchor-test')
  const created: (number | string)[] = []

  group.setup(async () => {
    node = await startHardhatNode()
    return async () => {
      await node.stop()
      if (created.length) {
        await db.from('anchor_leaves').whereIn('batch_id', created).whereNot('ref_owner', owner).update({ batch_id: null, leaf_index: null, path: null })
        await db.from('anchor_leaves').where('ref_owner', owner).delete()
        await db.from('anchor_batches').whereIn('id', created).delete()
      }
    }
  })

  function anchorService(options: { chainId?: number; to?: string; confirmations?: number } = {}) {
    const events = new LocalEventBus(new MemoryLogger())
    const confirmed: Confirmed[] = []
    events.on('anchor:confirmed', (payload) => void confirmed.push(payload))
    const chain = new EvmAnchorChain({ rpcUrl: node.url, privateKey: HARDHAT_KEY_0, chainId: options.chainId, to: options.to })
    const service = new DatabaseAnchorService(new AnchorBatches(db), chain, events, new MemoryLogger(), {
      confirmations: options.confirmations ?? 2,
    })
    return { service, chain, confirmed }
  }

  async function runBatch(service: DatabaseAnchorService) {
    const result = await service.runBatch()
    if (result.built) created.push(result.built.id)
    return result
  }

  const refs = (n: number): AnchorRef[] => Array.from({ length: n }, () => ({ owner, id: uniqueName('deposit') }))
  const nonce = async (address: string) => Number.parseInt(await node.rpc<string>('eth_getTransactionCount', [address, 'latest']), 16)

  test('a batch root goes into calldata; the leaves are anchored after the confirmations, with proofs checked on chain', async ({ assert }) => {
    const { service, chain, confirmed } = anchorService()
    assert.equal(service.driver, 'evm')
    const deposits = refs(5)
    for (const ref of deposits) await service.enqueue(sha256(ref.id), ref)
    const sentBefore = await nonce(chain.account.address)

    const { built, sent } = await runBatch(service)
    assert.isNotNull(built)
    assert.isAtLeast(built!.tree_size, 5)
    assert.equal(sent, 1)
    assert.equal(await nonce(chain.account.address), sentBefore + 1)
    const batch = (await db.from('anchor_batches').where('id', built!.id).first())!
    assert.equal(batch.status, 'sent')
    assert.match(batch.tx_hash, /^0x[0-9a-f]{64}$/)

    // Mined in one block: one confirmation of the two required.
    await service.confirm()
    assert.equal((await service.status(deposits[0]))!.state, 'pending')
    assert.lengthOf(confirmed, 0)

    await node.mine(1)
    await service.confirm()
    const status = (await service.status(deposits[2]))!
    assert.equal(status.state, 'anchored')
    const proof = (status as { proof: AnchorProof }).proof
    assert.equal(proof.leaf, Buffer.from(sha256(deposits[2].id)).toString('hex'))
    assert.equal(proof.root, batch.root)
    assert.equal(proof.transactionHash, batch.tx_hash)
    assert.equal(proof.chainId, node.chainId)
    assert.equal(proof.contractAddress, chain.account.address.toLowerCase(), 'sent to the sender itself by default')
    assert.isAtLeast(proof.confirmations, 2)
    assert.isTrue(verifyInclusion(fromHex(proof.leaf), inclusionProofFromJson(proof.proof), fromHex(proof.root)))
    assert.isTrue(checkAnchorPath(proof).ok)
    const onChain = await checkAnchorOnChain(proof, node.url)
    assert.isTrue(onChain.ok, onChain.reason)
    const tx = await node.rpc<{ input: string }>('eth_getTransactionByHash', [proof.transactionHash])
    assert.equal(tx.input, `0x${proof.root}`)

    const mine = confirmed.filter((event) => event.owner === owner)
    assert.sameMembers(
      mine.map((event) => event.id),
      deposits.map((ref) => ref.id)
    )
    assert.deepEqual(mine[0], { owner, id: mine[0].id, root: proof.root, txHash: proof.transactionHash, blockNumber: proof.blockNumber })

    // Nothing new: running again sends nothing and announces nothing twice.
    const again = await runBatch(service)
    assert.isNull(again.built)
    assert.equal(again.sent, 0)
    await node.mine(3)
    await service.confirm()
    assert.lengthOf(
      confirmed.filter((event) => event.owner === owner),
      5
    )
    assert.equal(await nonce(chain.account.address), sentBefore + 1)

    // A tampered path does not lead to the root on chain.
    const tampered = { ...proof, proof: { ...proof.proof, path: [...proof.proof.path].reverse() } }
    assert.isFalse(checkAnchorPath(tampered).ok)
  })

  test('a transaction the node lost is broadcast again byte for byte, never signed twice', async ({ assert }) => {
    const { service, chain } = anchorService()
    const [ref] = refs(1)
    await service.enqueue(sha256(ref.id), ref)
    await node.rpc('evm_setAutomine', [false])
    try {
      const sentBefore = await nonce(chain.account.address)
      const { built } = await runBatch(service)
      const batch = (await db.from('anchor_batches').where('id', built!.id).first())!
      assert.isTrue(await chain.known(batch.tx_hash))
      assert.isTrue(await node.rpc<boolean>('hardhat_dropTransaction', [batch.tx_hash]))
      assert.isFalse(await chain.known(batch.tx_hash))

      await service.confirm()
      assert.isTrue(await chain.known(batch.tx_hash), 'the stored raw transaction was sent again')
      assert.equal((await runBatch(service)).sent, 0)

      await node.mine(2)
      await service.confirm()
      const status = (await service.status(ref))!
      assert.equal(status.state, 'anchored')
      assert.equal((status as { proof: AnchorProof }).proof.transactionHash, batch.tx_hash)
      assert.equal(await nonce(chain.account.address), sentBefore + 1)
    } finally {
      await node.rpc('evm_setAutomine', [true])
    }
  })

  test('ANCHOR_TO receives the transactions; a wrong ANCHOR_CHAIN_ID sends nothing', async ({ assert }) => {
    const wrongChain = anchorService({ chainId: node.chainId + 1 })
    const [ref, other] = refs(2)
    await wrongChain.service.enqueue(sha256(ref.id), ref)
    await assert.rejects(() => runBatch(wrongChain.service), /ANCHOR_CHAIN_ID/)
    assert.equal((await wrongChain.service.status(ref))!.state, 'pending')
    const left = await db.from('anchor_leaves').where({ ref_owner: owner, ref_id: ref.id }).first()
    const unsent = await db.from('anchor_batches').where('id', left.batch_id).first()
    assert.equal(unsent.status, 'ready', 'built, but nothing signed or sent')
    assert.isNull(unsent.tx_hash)
    created.push(unsent.id)

    const to = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8' // hardhat account 1
    const { service } = anchorService({ chainId: node.chainId, to, confirmations: 1 })
    await service.enqueue(sha256(other.id), other)
    // The batch the refused run left behind is sent now, with the new one.
    assert.equal((await runBatch(service)).sent, 2)
    await service.confirm()
    for (const r of [ref, other]) {
      const status = (await service.status(r))!
      assert.equal(status.state, 'anchored')
      const proof = (status as { proof: AnchorProof }).proof
      assert.equal(proof.contractAddress, to)
      assert.isTrue((await checkAnchorOnChain(proof, node.url)).ok)
    }
  })

  test('two builders running at once never put a leaf in two batches', async ({ assert }) => {
    const { service } = anchorService()
    const deposits = refs(20)
    for (const ref of deposits) await service.enqueue(sha256(ref.id), ref)
    const batches = new AnchorBatches(db)
    const built = await Promise.all([batches.buildNext(), batches.buildNext()])
    for (const batch of built) if (batch) created.push(batch.id)
    const winners = built.filter((batch) => batch !== null)
    assert.lengthOf(winners, 1, 'the second builder found the leaves taken and rolled back')
    const rows = await db
      .from('anchor_leaves')
      .where('ref_owner', owner)
      .whereIn(
        'ref_id',
        deposits.map((ref) => ref.id)
      )
    assert.lengthOf(rows, 20)
    assert.isTrue(rows.every((row) => String(row.batch_id) === String(winners[0]!.id)))
  })

  test('a sealed deposit (timestamp + anchor) makes a proof bundle that verifies offline and on chain', async ({ assert }) => {
    const { service } = anchorService({ confirmations: 1 })
    const timestamps = await app.container.make(TimestampService)
    const file = new TextEncoder().encode(`deposit ${uniqueName('file')}`)
    const digest = sha256(file)
    const [ref] = refs(1)
    const issued = await timestamps.timestamp(digest, { ref })
    await service.enqueue(digest, ref)
    await runBatch(service)
    await service.confirm()
    const status = (await service.status(ref))!
    assert.equal(status.state, 'anchored')
    const { confirmations, ...anchor } = (status as { proof: AnchorProof }).proof
    assert.isAtLeast(confirmations, 1)

    const zip = createProofBundle({
      file: { name: 'deposit.txt', size: file.length, sha256: Buffer.from(digest).toString('hex') },
      deposit: { id: ref.id, depositedAt: issued.genTime },
      timestamp: { response: issued.token, chainPem: issued.chainPem, qualified: timestamps.qualified },
      anchor,
    })
    const result = await verifyProofBundle(zip, { file, trustedRoots: [await timestamps.trustedRootsPem()], rpcUrl: node.url })
    assert.isTrue(result.ok, JSON.stringify(result.layers))
    const tampered = new Uint8Array(file)
    tampered[0] ^= 1
    assert.isFalse((await verifyProofBundle(zip, { file: tampered, rpcUrl: node.url })).ok)
  })
})
