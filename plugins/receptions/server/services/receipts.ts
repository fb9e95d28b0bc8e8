import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import { AnchorService, LoggerService, OrganisationService, sha256Hex, TimestampService } from '@sceau/plugin-sdk/server'
import { createProofBundle, timestampResponseFromToken } from '@sceau/proof'
import { zipSync, type Zippable } from 'fflate'
import type { DeliveryReceipt } from '../../shared/types.js'
import { deliveryTable, type DeliveryRow, type FileRow } from './tables.js'

export const RECEIPT_FORMAT = 'sceau-reception-receipt'

/** What the receipt proves: the delivery, as manifest.json holds it (the timestamped bytes). */
export interface ReceptionManifest {
  format: typeof RECEIPT_FORMAT
  version: 1
  delivery: string
  organisation: { id: number; name: string }
  source: { kind: 'link' | 'page'; id: string; title: string | null }
  sender: { name: string; email: string; verified: boolean }
  /** SHA-256 of the message as typed (UTF-8), null without one: the message itself stays private. */
  messageSha256: string | null
  receivedAt: string
  files: { path: string; size: number; sha256: string }[]
  totalBytes: number
}

export const anchorRef = (deliveryId: string) => ({ owner: 'receptions', id: deliveryId })

/**
 * Certified reception: the delivery's manifest is timestamped (RFC 3161, the platform's
 * TimestampService) and its SHA-256 joins the anchoring batch; the receipt bundle carries the
 * manifest, the token as a TimeStampResp, the TSA chain and how to check them with openssl.
 */
@inject()
export class Receipts {
  constructor(
    private timestamps: TimestampService,
    private anchors: AnchorService,
    private organisations: OrganisationService,
    private logger: LoggerService
  ) {}

  async manifest(delivery: DeliveryRow, files: FileRow[], receivedAt: Date): Promise<string> {
    const profile = await this.organisations.profile(delivery.organisationId)
    const manifest: ReceptionManifest = {
      format: RECEIPT_FORMAT,
      version: 1,
      delivery: delivery.id,
      organisation: { id: delivery.organisationId, name: profile?.name ?? '' },
      source: { kind: delivery.sourceKind, id: delivery.sourceId, title: delivery.sourceTitle },
      sender: { name: delivery.senderName, email: delivery.senderEmail, verified: delivery.senderVerified },
      messageSha256: delivery.message === null ? null : sha256Hex(Buffer.from(delivery.message, 'utf8')),
      receivedAt: receivedAt.toISOString(),
      files: files.map((f) => ({ path: f.path, size: f.size, sha256: f.sha256 })),
      totalBytes: files.reduce((sum, f) => sum + f.size, 0),
    }
    return `${JSON.stringify(manifest, null, 2)}\n`
  }

  /**
   * Timestamps the manifest and enqueues its anchor leaf, once (a stamped delivery is left as it is).
   * A TSA that is down leaves the receipt pending: the scheduled job stamps it later.
   */
  async stamp(delivery: DeliveryRow): Promise<DeliveryRow> {
    if (!delivery.manifest || !delivery.manifestSha256) return delivery
    const digest = Buffer.from(delivery.manifestSha256, 'hex')
    if (!delivery.timestampToken) {
      try {
        const issued = await this.timestamps.timestamp(digest, { ref: anchorRef(delivery.id) })
        await db
          .from(deliveryTable.table)
          .where('id', delivery.id)
          .whereNull('timestamp_token')
          .update(deliveryTable.write({ timestampToken: issued.token, timestampedAt: issued.genTime, tsaName: issued.tsaName, tsaChain: issued.chainPem }))
      } catch (error) {
        this.logger.warn('reception receipt not timestamped yet', { delivery: delivery.id, error: String(error) })
        return delivery
      }
    }
    await this.anchors.enqueue(digest, anchorRef(delivery.id))
    return deliveryTable.read(await db.from(deliveryTable.table).where('id', delivery.id).firstOrFail())
  }

  async view(delivery: DeliveryRow): Promise<DeliveryReceipt | null> {
    if (!delivery.manifestSha256) return null
    const status = delivery.timestampToken ? await this.anchors.status(anchorRef(delivery.id)) : null
    return {
      manifestSha256: delivery.manifestSha256,
      timestampedAt: delivery.timestampedAt?.toISOString() ?? null,
      tsa: delivery.tsaName,
      // An instance without a chain (driver "off") never anchors: 'none', not "pending" forever.
      anchor:
        status?.state === 'anchored'
          ? { status: 'anchored', txHash: status.proof.transactionHash }
          : { status: this.anchors.driver === 'off' ? 'none' : 'pending', txHash: null },
    }
  }

  /** The receipt bundle, or null while the manifest is not timestamped. */
  async bundle(delivery: DeliveryRow): Promise<Buffer | null> {
    if (!delivery.manifest || !delivery.timestampToken || !delivery.tsaChain) return null
    const status = await this.anchors.status(anchorRef(delivery.id))
    const entries = [
      { name: 'manifest.json', bytes: Buffer.from(delivery.manifest, 'utf8') },
      { name: 'manifest.tsr', bytes: Buffer.from(timestampResponseFromToken(delivery.timestampToken)) },
      { name: 'tsa-chain.pem', bytes: Buffer.from(delivery.tsaChain, 'utf8') },
    ]
    const anchor = status?.state === 'anchored' ? (({ confirmations: _confirmations, ...record }) => record)(status.proof) : null
    if (anchor) entries.push({ name: 'anchor.json', bytes: Buffer.from(`${JSON.stringify(anchor, null, 2)}\n`, 'utf8') })
    // The same proof in @sceau/proof's bundle format, for the sceau-verify CLI (the "file" is manifest.json).
    const proof = createProofBundle({
      file: { name: 'manifest.json', size: entries[0]!.bytes.length, sha256: delivery.manifestSha256!, mimeType: 'application/json' },
      deposit: { id: delivery.id, depositedAt: delivery.timestampedAt ?? new Date() },
      timestamp: { response: delivery.timestampToken, chainPem: delivery.tsaChain, qualified: this.timestamps.qualified },
      anchor: anchor ?? (this.anchors.driver === 'off' ? 'none' : null),
      createdAt: delivery.timestampedAt ?? undefined,
    })
    entries.push({ name: 'proof.zip', bytes: Buffer.from(proof) })
    const anchoring = anchor ? 'anchored' : this.anchors.driver === 'off' ? 'none' : 'pending'
    entries.push({ name: 'README.txt', bytes: Buffer.from(readme(delivery, anchoring), 'utf8') })
    // Small files, stored as they are (level 0), dated by the timestamp.
    const mtime = delivery.timestampedAt ?? new Date()
    const zippable: Zippable = Object.fromEntries(entries.map(({ name, bytes }) => [name, [new Uint8Array(bytes), { mtime, level: 0 }]]))
    return Buffer.from(zipSync(zippable))
  }
}

function readme(delivery: DeliveryRow, anchoring: 'anchored' | 'pending' | 'none') {
  const anchored = anchoring === 'anchored'
  return [
    'Sceau - certified reception receipt',
    '====================================',
    '',
    `This receipt proves what was received in delivery ${delivery.id} and when.`,
    '',
    '  manifest.json   the delivery: organisation, source, sender, time, each file with its size and SHA-256',
    '  manifest.tsr    RFC 3161 timestamp response over the SHA-256 of manifest.json',
    '  tsa-chain.pem   certificates of the timestamp authority (TSA first, root last)',
    ...(anchored ? ['  anchor.json     Merkle path from the SHA-256 of manifest.json to the root written on a blockchain'] : []),
    '  proof.zip       the same proof as a Sceau proof bundle, for the sceau-verify command',
    '',
    '1. The manifest',
    '',
    '   sha256sum manifest.json',
    `   must print ${delivery.manifestSha256}`,
    '',
    '2. The timestamp (offline, stock OpenSSL)',
    '',
    '   openssl ts -reply -in manifest.tsr -text',
    '   openssl ts -verify -in manifest.tsr -data manifest.json -CAfile tsa-chain.pem',
    '',
    '   It must print "Verification: OK". For an independent check, get the authority\'s root certificate',
    '   from a source you trust, save it as root.pem and run:',
    '   openssl ts -verify -in manifest.tsr -data manifest.json -CAfile root.pem -untrusted tsa-chain.pem',
    '',
    "   Or, with Sceau's open-source verifier: sceau-verify proof.zip --file manifest.json",
    '',
    '3. Each file',
    '',
    '   sha256sum <file> must print the sha256 manifest.json lists for it: any change, even one byte,',
    '   gives another SHA-256.',
    '',
    anchored
      ? "4. The blockchain anchor: anchor.json holds the Merkle path (RFC 6962 hashing) from the manifest's SHA-256 to the root in the transaction it names."
      : anchoring === 'none'
        ? '4. No blockchain anchor: this instance does not record receipts on a blockchain; the timestamp above is the proof.'
        : '4. The blockchain anchor was still pending when this receipt was made: download it again later to get anchor.json.',
    '',
  ].join('\n')
}
