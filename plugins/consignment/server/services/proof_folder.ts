import { inject } from '@adonisjs/core'
import { createProofBundle } from '@sceau/proof'
import { Certificates } from './certificates.js'
import type { DepositRow, FileRow } from './deposit_repository.js'
import { ProofMaterial } from './proof_material.js'
import { signingKeys } from './signing_keys.js'

/**
 * The proof folder of a file (docs/product.md §2): @sceau/proof's bundle with the certificate inside, the
 * renewal chain, and the anchor once confirmed (the bundle says "pending" before, "none" on an instance without a chain).
 */
@inject()
export class ProofFolder {
  constructor(
    private material: ProofMaterial,
    private certificates: Certificates
  ) {}

  async build(deposit: DepositRow, file: FileRow, locale: string): Promise<Uint8Array> {
    const { chain, certificatesPem, anchor, anchorStatus } = await this.material.of(file)
    const [original, ...renewals] = chain
    return createProofBundle({
      file: { name: file.name, size: file.size, sha256: file.sha256!, mimeType: file.mime },
      deposit: {
        id: file.uid,
        number: deposit.number ?? undefined,
        depositedAt: original.genTime,
        expiresAt: deposit.expiresAt ?? undefined,
        securityHash: file.securityHash ?? undefined,
      },
      timestamp: { response: original.token, chainPem: certificatesPem, qualified: original.qualified, renewals: renewals.map((r) => r.token) },
      // An instance without a chain says so ('none'): "pending" would promise an anchor.json that never comes.
      anchor: anchorStatus === 'none' ? 'none' : anchor,
      certificatePdf: await this.certificates.get(deposit, file, locale),
      securityHashPublicKeyPem: file.keyId ? ((await signingKeys.publicKeyPem(file.keyId)) ?? undefined) : undefined,
    })
  }
}
