import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { AnchorService } from '@sceau/plugin-sdk/server'
import { DatabaseAnchorService } from '#proofs/database_anchor_service'

/** `node ace anchor:run`: one anchoring pass now (build a batch, send it, count confirmations) instead of waiting for the schedule. */
export default class AnchorRun extends BaseCommand {
  static commandName = 'anchor:run'
  static description = 'Batch the pending anchor leaves, send the batch transaction and check confirmations now'
  static options: CommandOptions = { startApp: true }

  @flags.boolean({ description: 'Only count confirmations of the batches already sent' })
  declare confirmOnly: boolean

  async run() {
    const anchors = await this.app.container.make(AnchorService)
    if (anchors.driver === 'off' || !(anchors instanceof DatabaseAnchorService)) {
      this.logger.warning('anchoring is off (ANCHOR_RPC_URL unset): leaves stay pending, nothing is sent')
      return
    }
    if (!this.confirmOnly) {
      const { built, sent } = await anchors.runBatch()
      this.logger.info(built ? `batch ${built.id}: ${built.tree_size} leaves, root ${built.root}` : 'no pending leaves')
      this.logger.info(`transactions sent: ${sent}`)
    }
    const { anchored } = await anchors.confirm()
    this.logger.info(`batches anchored now: ${anchored}`)
  }
}
