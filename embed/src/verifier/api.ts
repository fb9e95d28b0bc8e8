/* What dist/sceau-verifier.js exports: the badge only knows these types, the code loads on demand. */
import type { EvidenceVerification } from '@sceau/proof/evidence'
import type { Language } from '../i18n.js'
import type verify from '../../locales/fr.json'

export type VerifyMessageKey = keyof (typeof verify)['verify']
export type { EvidenceVerification }

export interface VerifyProofOptions {
  apiBase: string
  certificateToken: string
  /** SHA-256 (hex) of a file the visitor chose, hashed in the browser: adds the "file" layer. */
  fileSha256?: string
}

export interface Verifier {
  /** SHA-256 (hex) of a file, in a Web Worker, in slices; onProgress gets the bytes hashed so far. */
  hashFile(file: Blob, onProgress?: (hashedBytes: number) => void): Promise<string>
  /** Fetches the deposit's evidence and the instance's trust material (no credentials) and checks them here. */
  verifyProof(options: VerifyProofOptions): Promise<EvidenceVerification>
  /** The verifier's texts, by language. */
  messages: Record<Language, Record<VerifyMessageKey, string>>
}
