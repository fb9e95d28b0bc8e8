import { inject } from '@adonisjs/core'
import { AnchorService, ApiError } from '@sceau/plugin-sdk/server'
import { SecurityHashError, decodeSecurityHash } from '@sceau/proof'
import type { CertificateView, DecodedView, EmbedSummary } from '../../shared/index.js'
import { anchorRef, anchorView, timestampView } from './certificates.js'
import { depositRepository, type DepositRow, type FileRow } from './deposit_repository.js'
import { authorsOf } from './people.js'
import { depositState } from './presenter.js'
import { signingKeys } from './signing_keys.js'
import { TOKEN_PATTERN } from './tokens.js'
import { parseSecurityHash } from '../validators/hash_decode.js'

const K = 'consignment.errors.'
/** The longest security hash we could have issued (co-authors and long names included), with room. */
const MAX_HASH_LENGTH = 8192

/** What anyone may see without an account: the certificate page, the hash decoder, the embed badge. */
@inject()
export class PublicViews {
  constructor(private anchors: AnchorService) {}

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
      anchor: anchorView(await this.anchors.status(anchorRef(file))),
      state: depositState(deposit, chain.at(-1)?.signerNotAfter ?? null),
      capture: deposit.capture,
    }
  }

  /** SPEC §2 "Hash decode": shown only after the platform key's signature checked out. */
  async decode(body: unknown): Promise<DecodedView> {
    const text = await parseSecurityHash(body)
    if (text.length > MAX_HASH_LENGTH) throw new ApiError(400, 'E_DECODE', `${K}decodeFailed`)
    try {
      const decoded = await decodeSecurityHash(text, signingKeys.publicKey)
      return {
        fileName: decoded.filename,
        uniqueId: decoded.fileId,
        checksum: decoded.checksum,
        size: decoded.size,
        depositor: decoded.depositor,
        depositorEmail: decoded.depositorEmail,
        coAuthors: decoded.coAuthors,
        depositDate: decoded.depositDate.toISOString(),
        endOfConservationDate: decoded.endOfConservationDate.toISOString(),
        keyId: decoded.keyId,
      }
    } catch (error) {
      if (error instanceof SecurityHashError) throw new ApiError(400, 'E_DECODE', `${K}decodeFailed`, { reason: error.code })
      throw error
    }
  }

  /** What <sceau-deposit> shows: the deposit's first sealed file. */
  async embed(embedId: string): Promise<EmbedSummary> {
    const deposit = typeof embedId === 'string' && TOKEN_PATTERN.test(embedId) ? await depositRepository.depositByEmbedId(embedId) : null
    const file = deposit && deposit.state !== 'cancelled' ? (await depositRepository.files(deposit.id)).find((f) => f.state === 'sealed') : undefined
    if (!deposit || !file || !deposit.depositedAt) throw ApiError.notFound(`${K}proofNotFound`)
    return { fileName: file.name, sha256: file.sha256!, depositedAt: deposit.depositedAt.toISOString(), certificateToken: file.certificateToken }
  }
}
