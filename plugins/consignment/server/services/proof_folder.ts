import { inject } from '@adonisjs/core'
import { AnchorService } from '@sceau/plugin-sdk/server'
import { createProofBundle } from '@sceau/proof'
import { anchorRef, Certificates } from './certificates.js'
import { depositRepository, type DepositRow, type FileRow } from './deposit_repository.js'
import { signingKeys } from './signing_keys.js'

/**
 * The proof folder of a file (SPEC §2): @sceau/proof's bundle with the certificate inside, the
 * renewal chain, and the anchor once confirmed (the bundle says "pending" before).
 */
@inject()
export class ProofFolder {
  constructor(
    private anchors: AnchorService,
    private certificates: Certificates
  ) {}

  async build(deposit: DepositRow, file: FileRow, locale: string): Promise<Uint8Array> {
    const chain = await depositRepository.timestamps(file.id)
    const [original, ...renewals] = chain
    if (!original || !file.sha256) throw new Error(`file ${file.uid} is not sealed`)
    const status = await this.anchors.status(anchorRef(file))
    const anchor = status?.state === 'anchored' ? (({ confirmations: _c, ...record }) => record)(status.proof) : null
    // Renewals may come from a newer TSA certificate: every certificate seen goes into tsa-chain.pem.
    const certificates = [...new Set(chain.flatMap((t) => t.chainPem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? []))]
    return createProofBundle({
      file: { name: file.name, size: file.size, sha256: file.sha256, mimeType: file.mime },
      deposit: {
        id: file.uid,
        number: deposit.number ?? undefined,
        depositedAt: original.genTime,
        expiresAt: deposit.expiresAt ?? undefined,
        securityHash: file.securityHash ?? undefined,
      },
      timestamp: { response: original.token, chainPem: `${certificates.join('\n')}\n`, qualified: original.qualified, renewals: renewals.map((r) => r.token) },
      anchor,
      certificatePdf: await this.certificates.get(deposit, file, locale),
      securityHashPublicKeyPem: file.keyId ? ((await signingKeys.publicKeyPem(file.keyId)) ?? undefined) : undefined,
    })
  }
}
