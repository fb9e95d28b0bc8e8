import { readFile, stat } from 'node:fs/promises'
import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { ApiError, downloadOrBack, PlatformInfo } from '@sceau/plugin-sdk/server'
import { DEPOSIT_PRICE_TABLE, CONSERVATION_YEARS, LIMITS, startingPrice } from '@sceau/shared'
import { DEPOSIT_TYPES } from '../../shared/index.js'
import { Certificates, supportedLocale } from '../services/certificates.js'
import { PublicViews } from '../services/public_views.js'
import { signingKeys } from '../services/signing_keys.js'
import { WidgetFiles } from '../services/widget_files.js'
import { sendBytes, stem } from './responses.js'

const K = 'consignment.errors.'

/** Readable from any origin, as script or fetch (a page with COEP require-corp included); no cookie is ever set here. */
function crossOrigin(ctx: HttpContext) {
  ctx.response.header('access-control-allow-origin', '*')
  ctx.response.header('cross-origin-resource-policy', 'cross-origin')
}

/** Overrides the API's no-store default for answers every visitor shares. */
function cacheFor(ctx: HttpContext, value: string) {
  ctx.response.header('cache-control', value)
  ctx.response.removeHeader('pragma')
}

/** Precompressed siblings (file.br, file.gz) of a widget file, smallest first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const

/** Pages anyone can open (docs/product.md §2): offer, certificate, hash decode, embed badge, the platform's public keys. */
@inject()
export default class PublicController {
  constructor(
    private views: PublicViews,
    private certificates: Certificates,
    private widgets: WidgetFiles,
    private platform: PlatformInfo
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
    // Refused, a visitor's browser goes back to the certificate page, which says it (docs/product.md §8).
    const page = { appUrl: this.platform.appUrl, page: `/certificate/${encodeURIComponent(String(ctx.params.token))}`, asked: 'certificate' }
    await downloadOrBack(ctx, page, async () => {
      const { deposit, file } = await this.views.sealedFile(ctx.params.token)
      const locale = supportedLocale(ctx.request.input('lang'), deposit.locale)
      sendBytes(ctx, await this.certificates.get(deposit, file, locale), `${stem(deposit.number, file.name)}-certificate.pdf`, 'application/pdf', 'inline')
    })
  }

  async decode(ctx: HttpContext) {
    return this.views.decode(ctx.request.body())
  }

  /** For <sceau-deposit> on any site: readable cross-origin, 404 included (the badge shows "not found"). */
  async embed(ctx: HttpContext) {
    crossOrigin(ctx)
    return this.views.embed(ctx.params.embedId)
  }

  /** The evidence of a sealed file, checked in the visitor's browser; the certificate's 404 otherwise. */
  async evidence(ctx: HttpContext) {
    crossOrigin(ctx)
    return this.views.evidence(ctx.params.token)
  }

  /** The instance's TSA roots, security-hash keys and public chain: what a verifier checks evidence against. */
  async trust(ctx: HttpContext) {
    crossOrigin(ctx)
    cacheFor(ctx, 'public, max-age=300')
    return this.views.trust()
  }

  /**
   * The moving alias of the built <sceau-deposit> module for third-party sites: `<script type="module"
   * src="https://PLATFORM/api/v2/consignment/widget.js">`; its API base defaults to this origin.
   */
  async widget(ctx: HttpContext) {
    crossOrigin(ctx)
    const file = await this.widgets.module()
    if (!file) throw ApiError.notFound(`${K}widgetNotBuilt`)
    ctx.response.header('content-type', 'text/javascript; charset=utf-8')
    cacheFor(ctx, 'public, max-age=3600')
    return readFile(file, 'utf8')
  }

  /** The versioned widget files with their SRI hashes (the snippet generator's source); short cache, it moves with releases. */
  async widgetManifest(ctx: HttpContext) {
    crossOrigin(ctx)
    const manifest = await this.widgets.manifest(this.platform.appUrl)
    if (!manifest) throw ApiError.notFound(`${K}widgetNotBuilt`)
    cacheFor(ctx, 'public, max-age=300')
    return manifest
  }

  /** A file of the current widget version, immutable under its URL (the manifest's SRI hash names its content). */
  async widgetFile(ctx: HttpContext) {
    crossOrigin(ctx)
    const file = await this.widgets.file(String(ctx.params.version), String(ctx.params.file))
    if (!file) throw ApiError.notFound()
    let compressed: (typeof ENCODINGS)[number] | null = null
    for (const variant of ENCODINGS) {
      if (!accepts(ctx.request.header('accept-encoding'), variant.name)) continue
      if ((await stat(file.path + variant.suffix).catch(() => null))?.isFile()) {
        compressed = variant
        break
      }
    }
    const etag = `"${file.integrity}${compressed ? `.${compressed.name}` : ''}"`
    ctx.response.header('content-type', 'text/javascript; charset=utf-8')
    ctx.response.header('vary', 'Accept-Encoding')
    ctx.response.header('etag', etag)
    cacheFor(ctx, 'public, max-age=31536000, immutable')
    if (compressed) ctx.response.header('content-encoding', compressed.name)
    if (ifNoneMatch(ctx.request.header('if-none-match'), etag)) return ctx.response.status(304).send('')
    const bytes = await readFile(file.path + (compressed?.suffix ?? ''))
    ctx.response.header('content-length', String(bytes.length))
    ctx.response.send(bytes)
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

function ifNoneMatch(header: string | undefined, etag: string) {
  return !!header && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

/** Whether Accept-Encoding allows a coding (named, or "*", with a q above 0). */
function accepts(header: string | undefined, coding: string) {
  let allowed = false
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const ok = !q || Number(q.slice(2)) > 0
    if (name === coding) return ok
    if (name === '*') allowed = ok
  }
  return allowed
}
