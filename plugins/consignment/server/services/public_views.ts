import { inject } from '@adonisjs/core'
import { AnchorService, ApiError, TimestampService, TOKEN_PATTERN } from '@sceau/plugin-sdk/server'
import { EVIDENCE_FORMAT, EVIDENCE_VERSION, SecurityHashError, decodeSecurityHash, toBase64, type DepositEvidence, type EvidenceTrust } from '@sceau/proof'
import { DECODE_FAILURES, decodedView, type CertificateView, type DecodedView, type EmbedSummary } from '../../shared/index.js'
import { anchorRef, anchorView, timestampView } from './certificates.js'
import { depositRepository, type DepositRow, type FileRow } from './deposit_repository.js'
import { authorsOf } from './people.js'
import { depositState } from './presenter.js'
import { ProofMaterial } from './proof_material.js'
import { signingKeys } from './signing_keys.js'
import { parseSecurityHash } from '../validators/hash_decode.js'

const K = 'consignment.errors.'
/** The longest security hash we could have issued (co-authors and long names included), with room. */
const MAX_HASH_LENGTH = 8192

/** What anyone may see without an account: the certificate page, the hash decoder, the embed badge. */
@inject()
export class PublicViews {
  constructor(
    private anchors: AnchorService,
    private timestamps: TimestampService,
    private material: ProofMaterial
  ) {}

  /** A sealed file by its certificate token; "Error: unable to retrieve proof" otherwise. */
  async sealedFile(token: string): Promise<{ deposit: DepositRow; file: FileRow }> {
    const file = typeof token === 'string' && TOKEN_PATTERN.test(token) ? await depositRepository.fileBy('certificate_token', token) : null
    const deposit = file ? await depositRepository.deposit(file.depositId) : null
    if (!file || !deposit || file.state !== 'sealed' || deposit.state === 'cancelled') throw ApiError.notFound(`${K}proofNotFound`)
    return { deposit, file }
  }

  async certificate(token: string): Promise<CertificateView> {
    const { deposit, file } = await this.sealedFile(token)
    const chain = await depositRepository.timestamps(file.id)
    const timestamp = timestampView(chain)!
    return {
      number: deposit.number,
      createdAt: deposit.createdAt.toISOString(),
      keptUntil: deposit.expiresAt?.toISOString() ?? null,
      fileName: file.name,
      size: file.size,
      mime: file.mime,
      uniqueId: file.uid,
      checksum: file.sha256!,
      securityHash: file.securityHash!,
      authors: authorsOf(deposit, await depositRepository.coAuthors(deposit.id)),
      depositor: deposit.authorName,
      depositDate: timestamp.genTime,
      timestamp,
      anchor: anchorView(await this.anchors.status(anchorRef(file)), this.anchors.driver),
      state: depositState(deposit, chain.at(-1)?.signerNotAfter ?? null),
      capture: deposit.capture,
    }
  }

  /** docs/product.md §2 "Hash decode": shown only after the platform key's signature checked out. */
  async decode(body: unknown): Promise<DecodedView> {
    const text = await parseSecurityHash(body)
    if (text.length > MAX_HASH_LENGTH) throw new ApiError(400, 'E_DECODE', `${K}decodeFailed`)
    try {
      const decoded = await decodeSecurityHash(text, signingKeys.publicKey)
      return decodedView(decoded)
    } catch (error) {
      if (error instanceof SecurityHashError) throw new ApiError(400, 'E_DECODE', `${K}${DECODE_FAILURES[error.code]}`, { reason: error.code })
      throw error
    }
  }

  /** What <sceau-deposit> shows: the deposit's first sealed file, as truthful as the certificate page. */
  async embed(embedId: string): Promise<EmbedSummary> {
    const deposit = typeof embedId === 'string' && TOKEN_PATTERN.test(embedId) ? await depositRepository.depositByEmbedId(embedId) : null
    const file = deposit && deposit.state !== 'cancelled' ? (await depositRepository.files(deposit.id)).find((f) => f.state === 'sealed') : undefined
    if (!deposit || !file || !deposit.depositedAt) throw ApiError.notFound(`${K}proofNotFound`)
    const chain = await depositRepository.timestamps(file.id)
    const timestamp = timestampView(chain)
    const anchor = anchorView(await this.anchors.status(anchorRef(file)), this.anchors.driver)
    const template = this.anchors.publicChain().explorerTxUrl
    return {
      fileName: file.name,
      sha256: file.sha256!,
      size: file.size,
      depositedAt: deposit.depositedAt.toISOString(),
      certificateToken: file.certificateToken,
      number: deposit.number,
      state: depositState(deposit, chain.at(-1)?.signerNotAfter ?? null),
      qualified: timestamp?.qualified ?? false,
      tsa: timestamp?.tsa ?? null,
      anchor: { ...anchor, explorerUrl: anchor.transactionHash && template ? template.replaceAll('{tx}', encodeURIComponent(anchor.transactionHash)) : null },
    }
  }

  /** The material of a sealed file's proof, for a verifier that trusts only GET /consignment/trust (or its own roots). */
  async evidence(token: string): Promise<DepositEvidence> {
    const { deposit, file } = await this.sealedFile(token)
    const { chain, tokens, certificatesPem, anchor, anchorStatus } = await this.material.of(file)
    return {
      format: EVIDENCE_FORMAT,
      version: EVIDENCE_VERSION,
      file: { name: file.name, size: file.size, sha256: file.sha256! },
      number: deposit.number,
      depositedAt: chain[0].genTime.toISOString(),
      timestamps: tokens.map((t) => toBase64(t)),
      certificatesPem,
      qualified: chain[0].qualified,
      securityHash: file.securityHash,
      anchor,
      anchorStatus,
    }
  }

  /** What the instance publishes to check any of its evidence: TSA roots, security-hash keys, the chain. */
  async trust(): Promise<EvidenceTrust> {
    return {
      tsaRootsPem: await this.timestamps.trustedRootsPem(),
      securityHashKeys: (await signingKeys.published()).map(({ keyId, publicKeyPem }) => ({ keyId, publicKeyPem })),
      chain: this.anchors.publicChain(),
    }
  }
}
