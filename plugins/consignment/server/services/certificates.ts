import { inject } from '@adonisjs/core'
import { AnchorService, LOCALES, PlatformInfo, StorageService, TranslationService, type AnchorStatus } from '@sceau/plugin-sdk/server'
import type { AnchorView, TimestampView } from '../../shared/index.js'
import type { CertificateData } from './certificate_pdf.js'
import { depositRepository, type DepositRow, type FileRow, type TimestampRow } from './deposit_repository.js'
import { authorsOf } from './people.js'

export const anchorRef = (file: Pick<FileRow, 'uid'>) => ({ owner: 'consignment', id: file.uid })

export function supportedLocale(value: string | undefined | null, fallback = 'fr') {
  const short = (value ?? '').slice(0, 2).toLowerCase()
  return (LOCALES as readonly string[]).includes(short) ? short : fallback
}

/** The public certificate page of a file, in a language (French has no prefix). */
export function certificateUrl(appUrl: string, token: string, locale = 'fr') {
  const prefix = locale === 'fr' ? '' : `/${locale}`
  return `${appUrl}${prefix}/certificate/${token}`
}

export function timestampView(chain: TimestampRow[]): TimestampView | null {
  const first = chain[0]
  const last = chain.at(-1)
  if (!first || !last) return null
  return {
    genTime: first.genTime.toISOString(),
    serial: first.serial,
    policy: first.policy,
    tsa: first.tsaName,
    qualified: first.qualified,
    renewals: chain.length - 1,
    lastGenTime: last.genTime.toISOString(),
    signerNotAfter: last.signerNotAfter?.toISOString() ?? null,
  }
}

export function anchorView(status: AnchorStatus | null, driver: AnchorService['driver']): AnchorView {
  // Without a chain nothing is ever anchored: say so rather than "pending" forever.
  if (status?.state !== 'anchored') return { state: driver === 'off' ? 'none' : 'pending' }
  const { proof } = status
  return { state: 'anchored', chainId: proof.chainId, transactionHash: proof.transactionHash, blockNumber: proof.blockNumber, anchoredAt: proof.anchoredAt }
}

/**
 * Certificates (docs/product.md §2): rendered in the deposit's language when the file is sealed, again when
 * its anchor is confirmed or it is renewed, and on demand in any other language.
 */
@inject()
export class Certificates {
  constructor(
    private storage: StorageService,
    private anchors: AnchorService,
    private i18n: TranslationService,
    private platform: PlatformInfo
  ) {}

  async render(deposit: DepositRow, file: FileRow, locale: string): Promise<Uint8Array> {
    const chain = await depositRepository.timestamps(file.id)
    const timestamp = timestampView(chain)
    if (!timestamp || !file.securityHash || !file.sha256) throw new Error(`file ${file.uid} is not sealed`)
    const anchor = anchorView(await this.anchors.status(anchorRef(file)), this.anchors.driver)
    const coAuthors = await depositRepository.coAuthors(deposit.id)
    const data: CertificateData = {
      locale,
      url: certificateUrl(this.platform.appUrl, file.certificateToken, locale),
      number: deposit.number,
      createdAt: deposit.createdAt,
      keptUntil: deposit.expiresAt,
      fileName: file.name,
      size: file.size,
      mime: file.mime,
      uniqueId: file.uid,
      checksum: file.sha256,
      securityHash: file.securityHash,
      authors: authorsOf(deposit, coAuthors),
      depositor: deposit.authorName,
      depositDate: new Date(timestamp.genTime),
      timestamp: {
        ...timestamp,
        genTime: new Date(timestamp.genTime),
        lastGenTime: new Date(timestamp.lastGenTime),
        signerNotAfter: timestamp.signerNotAfter ? new Date(timestamp.signerNotAfter) : null,
      },
      anchor: { ...anchor, anchoredAt: anchor.anchoredAt ? new Date(anchor.anchoredAt) : undefined },
      capture: deposit.capture ? { url: deposit.capture.url, capturedAt: new Date(deposit.capture.capturedAt) } : null,
    }
    // pdfkit, fontkit and qrcode load with the first certificate, not at boot (idle memory).
    const { renderCertificatePdf } = await import('./certificate_pdf.js')
    return renderCertificatePdf(data, (key, values) => this.i18n.translate(locale, `consignment.certificate.${key}`, values))
  }

  /** Renders the deposit-language certificate and stores it beside the deposit. */
  async store(deposit: DepositRow, file: FileRow) {
    const pdf = await this.render(deposit, file, deposit.locale)
    const key = `consignment/certificates/${deposit.uid}/${file.uid}.pdf`
    await this.storage.put(key, pdf, { contentType: 'application/pdf' })
    await depositRepository.updateFile(file.id, { certificateKey: key })
    return pdf
  }

  /** The stored certificate in the deposit's language, or a fresh one in another. */
  async get(deposit: DepositRow, file: FileRow, locale: string): Promise<Uint8Array> {
    if (locale === deposit.locale && file.certificateKey) {
      const stored = await this.storage.getBytes(file.certificateKey).catch(() => null)
      if (stored) return stored
    }
    return locale === deposit.locale ? this.store(deposit, file) : this.render(deposit, file, locale)
  }
}
