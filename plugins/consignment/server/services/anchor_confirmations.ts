import { inject } from '@adonisjs/core'
import { AnchorService, EventBus } from '@sceau/plugin-sdk/server'
import { anchorRef, Certificates } from './certificates.js'
import { depositRepository } from './deposit_repository.js'

/** A file's anchor batch is confirmed: its state and certificate say so (the event may come twice). */
@inject()
export class AnchorConfirmations {
  constructor(
    private anchors: AnchorService,
    private certificates: Certificates,
    private events: EventBus
  ) {}

  async confirmed(fileUid: string) {
    const file = await depositRepository.fileBy('uid', fileUid)
    if (!file || file.anchorState === 'anchored' || file.state !== 'sealed') return
    const status = await this.anchors.status(anchorRef(file))
    if (status?.state !== 'anchored') return
    await depositRepository.updateFile(file.id, { anchorState: 'anchored' })
    const deposit = (await depositRepository.deposit(file.depositId))!
    await this.certificates.store(deposit, (await depositRepository.file(file.id))!)
    await this.events.emit('consignment:anchored', { id: deposit.uid, fileId: file.uid, transactionHash: status.proof.transactionHash })
  }
}
