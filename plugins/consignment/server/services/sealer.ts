import { inject } from '@adonisjs/core'
import { AnchorService, EventBus, LoggerService, TimestampService } from '@sceau/plugin-sdk/server'
import { encodeSecurityHash, fromHex } from '@sceau/proof'
import { anchorRef, Certificates } from './certificates.js'
import { depositRepository, type DepositRow, type FileRow } from './deposit_repository.js'
import { addYears } from './dates.js'
import { signingKeys } from './signing_keys.js'

/**
 * Seals a file once its SHA-256 is known: RFC 3161 timestamp, deposit number and dates, security
 * hash, anchor leaf, certificate. Every step is idempotent, so a retried or duplicated job finishes
 * what an interrupted one started and never issues a second number or original timestamp row.
 */
@inject()
export class Sealer {
  constructor(
    private timestamps: TimestampService,
    private anchors: AnchorService,
    private certificates: Certificates,
    private events: EventBus,
    private logger: LoggerService
  ) {}

  async seal(fileId: number) {
    let file = await depositRepository.file(fileId)
    if (!file || file.state === 'sealed' || file.state === 'failed') return
    let deposit = (await depositRepository.deposit(file.depositId))!
    if (deposit.state === 'cancelled' || deposit.state === 'payment_pending') return
    if (!file.sha256) throw new Error(`file ${file.uid} has no SHA-256 yet`)
    if (file.state === 'waiting') await depositRepository.updateFile(file.id, { state: 'sealing' })
    const digest = fromHex(file.sha256)
    const ref = anchorRef(file)

    let chain = await depositRepository.timestamps(file.id)
    if (!chain.length) {
      // A TimestampError propagates: the job retries with backoff (the TSA may be down for a while).
      const issued = await this.timestamps.timestamp(digest, { ref })
      await depositRepository.addIssued(file.id, 0, issued)
      chain = await depositRepository.timestamps(file.id)
    }
    const genTime = chain[0]!.genTime

    if (!deposit.number) await depositRepository.assignNumber(deposit, genTime)
    // The deposit date is its earliest file's timestamp; conservation runs from there.
    if (!deposit.depositedAt || deposit.depositedAt > genTime) {
      await depositRepository.updateDeposit(deposit.id, { depositedAt: genTime, expiresAt: addYears(genTime, deposit.years) })
    }
    deposit = (await depositRepository.deposit(deposit.id))!

    await this.anchors.enqueue(digest, ref)
    file = await this.#sign(deposit, file)
    await this.certificates.store(deposit, file)
    await depositRepository.updateFile(file.id, { state: 'sealed', sealedAt: new Date() })
    await this.#finishDeposit(deposit)
  }

  /** (Re)issues the file's security hash with the deposit's current dates and people. */
  async #sign(deposit: DepositRow, file: FileRow): Promise<FileRow> {
    const key = await signingKeys.signingKey()
    const coAuthors = await depositRepository.coAuthors(deposit.id)
    const chain = await depositRepository.timestamps(file.id)
    const securityHash = await encodeSecurityHash(
      {
        filename: file.name,
        fileId: file.uid,
        checksum: file.sha256!,
        size: file.size,
        depositor: deposit.authorName,
        depositorEmail: deposit.authorEmail,
        coAuthors,
        depositDate: chain[0]!.genTime,
        endOfConservationDate: deposit.expiresAt!,
      },
      key
    )
    await depositRepository.updateFile(file.id, { securityHash, keyId: key.keyId })
    return (await depositRepository.file(file.id))!
  }

  /** After a renewal or an edit that the hash carries: new security hash and certificate. */
  async reissue(deposit: DepositRow, file: FileRow) {
    const signed = await this.#sign(deposit, file)
    await this.certificates.store(deposit, signed)
  }

  async #finishDeposit(deposit: DepositRow) {
    const files = await depositRepository.files(deposit.id)
    if (deposit.state !== 'sealing' && deposit.state !== 'uploading') return
    const pending = files.filter((f) => f.state !== 'sealed' && f.state !== 'failed')
    // Uploads still expected: the deposit is sealed when its last declared file is.
    if (pending.length || !files.some((f) => f.state === 'sealed')) return
    // Two files finishing together: only the one that moves the state announces it.
    if (!(await depositRepository.markProtected(deposit.id))) return
    const sealed = (await depositRepository.deposit(deposit.id))!
    this.logger.info('deposit sealed', { deposit: sealed.uid, number: sealed.number, files: files.length })
    await this.events.emit('consignment:sealed', { id: sealed.uid, organisationId: sealed.organisationId, number: sealed.number!, files: files.length })
  }
}
