import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { ApiError } from '@sceau/plugin-sdk/server'
import { DEPOSIT_PRICE_TABLE, CONSERVATION_YEARS, LIMITS, startingPrice } from '@sceau/shared'
import { DEPOSIT_TYPES } from '../../shared/index.js'
import { Certificates, supportedLocale } from '../services/certificates.js'
import { PublicViews } from '../services/public_views.js'
import { signingKeys } from '../services/signing_keys.js'
import { sendBytes, stem } from './responses.js'

const K = 'consignment.errors.'

function widgetPath() {
  try {
    const file = join(dirname(createRequire(import.meta.url).resolve('@sceau/embed/package.json')), 'dist', 'sceau-deposit.js')
    return existsSync(file) ? file : null
  } catch {
    return null
  }
}

/** Pages anyone can open (SPEC §2): offer, certificate, hash decode, embed badge, the platform's public keys. */
@inject()
export default class PublicController {
  constructor(
    private views: PublicViews,
    private certificates: Certificates
  ) {}

  async offer() {
    const from = startingPrice()
    return {
      fromPriceEuros: from.cents / 100,
      defaultYears: LIMITS.defaultDepositYears,
      paidPlanDiscount: LIMITS.depositDiscountOnPaidPlan,
      types: DEPOSIT_TYPES,
      conservationYears: CONSERVATION_YEARS,
      priceTable: DEPOSIT_PRICE_TABLE,
    }
  }

  async certificate(ctx: HttpContext) {
    return this.views.certificate(ctx.params.token)
  }

  async certificatePdf(ctx: HttpContext) {
    const { deposit, file } = await this.views.sealedFile(ctx.params.token)
    const locale = supportedLocale(ctx.request.input('lang'), deposit.locale)
    sendBytes(ctx, await this.certificates.get(deposit, file, locale), `${stem(deposit.number, file.name)}-certificate.pdf`, 'application/pdf', 'inline')
  }

  async decode(ctx: HttpContext) {
    return this.views.decode(ctx.request.body())
  }

  /** For <sceau-deposit> on any site: readable cross-origin, 404 included (the badge shows "not found"). */
  async embed(ctx: HttpContext) {
    ctx.response.header('access-control-allow-origin', '*')
    return this.views.embed(ctx.params.embedId)
  }

  /**
   * The built <sceau-deposit> widget (embed/dist) for third-party sites: `<script type="module"
   * src="https://PLATFORM/api/v2/consignment/widget.js">`; its API base defaults to this origin.
   */
  async widget(ctx: HttpContext) {
    const file = widgetPath()
    if (!file) throw ApiError.notFound(`${K}widgetNotBuilt`)
    ctx.response.header('content-type', 'text/javascript; charset=utf-8')
    ctx.response.header('access-control-allow-origin', '*')
    ctx.response.header('cache-control', 'public, max-age=3600')
    return readFile(file, 'utf8')
  }

  /** Anyone can check a security hash without us: the Ed25519 public keys, by key id. */
  async keys() {
    return {
      algorithm: 'Ed25519',
      format: 'base64url(CBOR payload || signature), signature over "sceau/security-hash/v1\\0" || payload',
      keys: await signingKeys.published(),
    }
  }
}
