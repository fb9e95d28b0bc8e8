import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { AnchorService, ApiError, BillingService, downloadOrBack, IdentityService, PlatformInfo, StorageService } from '@sceau/plugin-sdk/server'
import { isConservationYears } from '@sceau/shared'
import { validateEdit, validateRenewal } from '../validators/deposit_input.js'
import { Certificates, supportedLocale } from '../services/certificates.js'
import { depositRepository } from '../services/deposit_repository.js'
import { listDeposits } from '../services/deposit_list.js'
import { assertMayDeposit } from '../services/deposit_rights.js'
import { DepositRenewal } from '../services/deposit_renewal.js'
import { DepositService } from '../services/deposit_service.js'
import { DepositTransferRequest } from '../services/deposit_transfer_request.js'
import { DepositVersions } from '../services/deposit_versions.js'
import { detail } from '../services/presenter.js'
import { ProofFolder } from '../services/proof_folder.js'
import { sendBytes, sendStream, stem } from './responses.js'

const K = 'consignment.errors.'

/** The logged-in side: an organisation's deposits (docs/product.md §2 list, new deposit, detail). */
@inject()
export default class DepositsController {
  constructor(
    private identity: IdentityService,
    private deposits: DepositService,
    private versions: DepositVersions,
    private renewals: DepositRenewal,
    private transferRequests: DepositTransferRequest,
    private anchors: AnchorService,
    private certificates: Certificates,
    private proofFolder: ProofFolder,
    private storage: StorageService,
    private billing: BillingService,
    private platform: PlatformInfo
  ) {}

  /** The actor, when the consignment permission lets it near deposits at all (docs/product.md §6: every deposit route, not only creation). */
  async #depositor(ctx: HttpContext) {
    const actor = await this.identity.requireActor(ctx)
    assertMayDeposit(actor)
    return actor
  }

  async index(ctx: HttpContext) {
    const actor = await this.#depositor(ctx)
    return listDeposits(actor, ctx.request.qs(), this.anchors.driver)
  }

  /** The price of a deposit before it is made (the form shows it; the API charges the same). */
  async quote(ctx: HttpContext) {
    const actor = await this.#depositor(ctx)
    const { bytes, years } = ctx.request.qs()
    const size = Number(bytes)
    const length = Number(years ?? 3)
    // Each parameter blamed for itself: a missing `bytes` is not a conservation length problem.
    const problems = {
      ...(typeof bytes !== 'string' || bytes === '' || !Number.isSafeInteger(size) || size < 0 ? { bytes: `${K}bytesInvalid` } : {}),
      ...(isConservationYears(length) ? {} : { years: `${K}yearsInvalid` }),
    }
    if (Object.keys(problems).length) throw ApiError.invalid(problems)
    return { ...this.deposits.quote(actor, size, length), paidPlan: actor.premium }
  }

  async store(ctx: HttpContext) {
    const actor = await this.#depositor(ctx)
    const created = await this.deposits.create(actor, ctx.request.body(), ctx.request.ip())
    ctx.response.status(201)
    return created
  }

  async show(ctx: HttpContext) {
    const actor = await this.#depositor(ctx)
    const deposit = await this.deposits.find(actor, ctx.params.id)
    const shown = await detail(deposit, this.anchors)
    return deposit.state === 'payment_pending' ? { ...shown, ...(await this.deposits.payment(deposit, actor.locale)) } : shown
  }

  async update(ctx: HttpContext) {
    const actor = await this.#depositor(ctx)
    const deposit = await this.deposits.find(actor, ctx.params.id)
    const values = await validateEdit(ctx.request.body())
    return detail(await this.deposits.edit(deposit, values), this.anchors)
  }

  async renew(ctx: HttpContext) {
    const actor = await this.#depositor(ctx)
    const deposit = await this.deposits.find(actor, ctx.params.id)
    const years = await validateRenewal(ctx.request.body(), ctx.request.is(['json']) === 'json')
    return detail(await this.renewals.renew(actor, deposit, years), this.anchors)
  }

  /** Project versioning: the next version's files (answer as for a new deposit: where to upload them). */
  async addVersion(ctx: HttpContext) {
    const actor = await this.#depositor(ctx)
    assertMayDeposit(actor, 'versioning')
    const deposit = await this.deposits.find(actor, ctx.params.id)
    ctx.response.status(201)
    return this.versions.add(actor, deposit, ctx.request.body())
  }

  async transfer(ctx: HttpContext) {
    const actor = await this.#depositor(ctx)
    const deposit = await this.deposits.find(actor, ctx.params.id)
    ctx.response.status(202)
    return this.transferRequests.request(actor, deposit, ctx.request.body())
  }

  async #file(ctx: HttpContext) {
    const actor = await this.#depositor(ctx)
    const deposit = await this.deposits.find(actor, ctx.params.id)
    const file = await depositRepository.fileBy('uid', String(ctx.params.fileId))
    if (!file || file.depositId !== deposit.id) throw ApiError.notFound(`${K}fileNotFound`)
    return { actor, deposit, file }
  }

  /**
   * A refused download the member's browser opened (the deposit page's links open as pages) goes back to the
   * deposit's page, which says it in the product's words (docs/product.md §8); API callers keep the JSON error.
   */
  #page(ctx: HttpContext, asked: 'file' | 'certificate' | 'proofFolder' | 'invoice') {
    return { appUrl: this.platform.appUrl, page: `/app/consignments/${encodeURIComponent(String(ctx.params.id))}`, asked }
  }

  async download(ctx: HttpContext) {
    await downloadOrBack(ctx, this.#page(ctx, 'file'), async () => {
      const { file } = await this.#file(ctx)
      if (!file.storageKey) throw ApiError.notFound(`${K}downloadFailed`)
      sendStream(ctx, await this.storage.getStream(file.storageKey), file.size, file.name, file.mime)
    })
  }

  async certificate(ctx: HttpContext) {
    await downloadOrBack(ctx, this.#page(ctx, 'certificate'), async () => {
      const { actor, deposit, file } = await this.#file(ctx)
      if (file.state !== 'sealed') throw ApiError.conflict('E_NOT_SEALED', `${K}certificateFailed`)
      const locale = supportedLocale(ctx.request.input('lang'), actor.locale)
      sendBytes(ctx, await this.certificates.get(deposit, file, locale), `${stem(deposit.number, file.name)}-certificate.pdf`, 'application/pdf')
    })
  }

  async proof(ctx: HttpContext) {
    await downloadOrBack(ctx, this.#page(ctx, 'proofFolder'), async () => {
      const { actor, deposit, file } = await this.#file(ctx)
      if (file.state !== 'sealed') throw ApiError.conflict('E_NOT_SEALED', `${K}proofFolderFailed`)
      const locale = supportedLocale(ctx.request.input('lang'), actor.locale)
      sendBytes(ctx, await this.proofFolder.build(deposit, file, locale), `${stem(deposit.number, file.name)}-proof.zip`, 'application/zip')
    })
  }

  /** The deposit's invoice, rendered by the platform's billing (seller, buyer, HT, VAT, TTC). */
  async invoice(ctx: HttpContext) {
    await downloadOrBack(ctx, this.#page(ctx, 'invoice'), async () => {
      const actor = await this.#depositor(ctx)
      const deposit = await this.deposits.find(actor, ctx.params.id)
      const locale = supportedLocale(ctx.request.input('lang'), actor.locale)
      const pdf = deposit.invoiceId ? await this.billing.invoicePdf(deposit.organisationId, deposit.invoiceId, locale) : null
      if (!pdf) throw ApiError.notFound(`${K}invoiceFailed`)
      sendBytes(ctx, pdf, `${deposit.invoiceId}.pdf`, 'application/pdf')
    })
  }
}
