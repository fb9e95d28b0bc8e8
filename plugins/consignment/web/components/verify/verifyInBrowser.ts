/* Loads the evidence verifier only when a certificate is shown: the page's first JavaScript stays small. */
import type { DepositEvidence, EvidenceTrust, EvidenceVerification } from '@sceau/proof/evidence'

export interface BrowserCheck {
  verification: EvidenceVerification
  /** The instance's link to the anchor's transaction, when it publishes one. */
  transactionUrl: string | null
}

/** Verifies the server's answers (shape first: answers are never trusted blindly); null when they are not evidence. */
export async function verifyInBrowser(evidence: unknown, trust: unknown, fileSha256?: string): Promise<BrowserCheck | null> {
  const verifier = await import('@sceau/proof/evidence')
  const parsedEvidence: DepositEvidence | null = verifier.parseDepositEvidence(evidence)
  const parsedTrust: EvidenceTrust | null = verifier.parseEvidenceTrust(trust)
  if (!parsedEvidence || !parsedTrust) return null
  const verification = await verifier.verifyDepositEvidence(parsedEvidence, { trust: parsedTrust, fileSha256 })
  const tx = verification.transactionHash
  return { verification, transactionUrl: tx ? verifier.evidenceTransactionUrl(parsedTrust, tx) : null }
}
