/*
 * A local hardhat chain for a test group, with the job worker running: the platform's AnchorService
 * on it (evm driver), one anchoring pass, and on teardown everything as it was (the AnchorService
 * binding, and other owners' leaves that went into the group's batches pending again).
 */
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import type { Group } from '@japa/runner/core'
import { AnchorService } from '@sceau/plugin-sdk/server'
import { HARDHAT_KEY_0, startHardhatNode, type HardhatNode } from '@sceau/testing/hardhat_node'
import { testPlatform } from '@sceau/testing/test_platform'
import { startJobWorker } from './deposits.js'

type EvmAnchoring = Awaited<ReturnType<Awaited<ReturnType<typeof testPlatform>>['evmAnchoring']>>

export function localChain(group: Group) {
  let node: HardhatNode | undefined
  const batches: (number | string)[] = []
  group.setup(async () => {
    node = await startHardhatNode()
    const stopWorker = await startJobWorker()
    return async () => {
      app.container.restore(AnchorService)
      await stopWorker()
      await node?.stop()
      if (batches.length)
        await db
          .from('anchor_leaves')
          .whereIn('batch_id', batches)
          .whereNot('ref_owner', 'consignment')
          .update({ batch_id: null, leaf_index: null, path: null })
    }
  })
  const url = () => {
    if (!node) throw new Error('the local chain starts in the group setup')
    return node.url
  }
  return {
    /** The node's JSON-RPC address. */
    url,
    /** The platform's AnchorService with the evm driver on the node, announcing on the platform's bus; not bound yet. */
    service: async () => (await testPlatform()).evmAnchoring({ rpcUrl: url(), privateKey: HARDHAT_KEY_0, confirmations: 1 }),
    /** Binds it as the AnchorService the plugins are given (restored on teardown). */
    use(service: EvmAnchoring) {
      app.container.swap(AnchorService, () => service)
      return service
    },
    /** The pending leaves as one batch, sent and confirmed. */
    async anchor(service: EvmAnchoring) {
      const { built } = await service.runBatch()
      if (built) batches.push(built.id)
      await service.confirm()
    },
  }
}
