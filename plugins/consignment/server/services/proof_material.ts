import { inject } from '@adonisjs/core'
import { AnchorService } from '@sceau/plugin-sdk/server'
import { extractTimeStampToken, type AnchorRecord } from '@sceau/proof'
import { anchorRef } from './certificates.js'
import { depositRepository, type FileRow, type TimestampRow } from './deposit_repository.js'

const PEM_CERTIFICATE = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g

/** What proves one sealed file: its timestamp chain, the certificates seen in it, and its anchor once confirmed. */
export interface FileProofMaterial {
  /** Original token first, then the archive renewals (rows as stored). */
  chain: [TimestampRow, ...TimestampRow[]]
  /** The same chain as DER TimeStampTokens. */
  tokens: Uint8Array[]
  /** Every certificate seen in the chain, each once (PEM, newline-terminated): renewals may come from a newer TSA certificate. */
  certificatesPem: string
  /** anchor.json (without the platform's confirmation count), null while pending or on an instance without a chain. */
  anchor: AnchorRecord | null
  /** 'none' on an instance that does not anchor (driver "off"): there will never be an anchor.json. */
  anchorStatus: 'anchored' | 'pending' | 'none'
}

/** The one place that gathers a file's proof material, for the proof folder (ZIP) and the browser's evidence (JSON). */
@inject()
export class ProofMaterial {
  constructor(private anchors: AnchorService) {}

  async of(file: FileRow): Promise<FileProofMaterial> {
    const chain = await depositRepository.timestamps(file.id)
    const [original, ...renewals] = chain
    if (!original || !file.sha256) throw new Error(`file ${file.uid} is not sealed`)
    const status = await this.anchors.status(anchorRef(file))
    const anchor = status?.state === 'anchored' ? (({ confirmations: _c, ...record }) => record)(status.proof) : null
    const certificates = [...new Set(chain.flatMap((t) => t.chainPem.match(PEM_CERTIFICATE) ?? []))]
    return {
      chain: [original, ...renewals],
      tokens: chain.map((t) => extractTimeStampToken(t.token)),
      certificatesPem: `${certificates.join('\n')}\n`,
      anchor,
      anchorStatus: anchor ? 'anchored' : this.anchors.driver === 'off' ? 'none' : 'pending',
    }
  }
}
