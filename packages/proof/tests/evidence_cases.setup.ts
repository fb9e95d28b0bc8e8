// Vitest global setup for the browser project: evidence made in Node (openssl, embedded TSA) handed to tests in Chromium.
import type { TestProject } from 'vitest/node'
import { toBase64 } from '../src/index.ts'
import type { DepositEvidence, EvidenceTrust } from '../src/index.ts'
import { embeddedTsaEvidence, opensslTsaEvidence, withTamperedToken } from './evidence_fixtures.ts'

export interface BrowserEvidenceCase {
  name: string
  evidence: DepositEvidence | Record<string, unknown>
  trust: EvidenceTrust
  /** base64 of a file the "visitor" drops: hashed in the page, then compared. */
  fileBase64?: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    evidenceCases: BrowserEvidenceCase[]
  }
}

export default async function setup(project: TestProject) {
  const embedded = await embeddedTsaEvidence()
  const withOpenssl = await opensslTsaEvidence()
  const cases: BrowserEvidenceCase[] = [
    { name: 'embedded', evidence: embedded.evidence, trust: embedded.trust, fileBase64: toBase64(embedded.file) },
    { name: 'embedded, other file', evidence: embedded.evidence, trust: embedded.trust, fileBase64: toBase64(new TextEncoder().encode('other')) },
    { name: 'embedded, tampered token', evidence: withTamperedToken(embedded.evidence), trust: embedded.trust },
    { name: 'embedded, pending anchor', evidence: { ...embedded.evidence, anchor: null }, trust: embedded.trust },
    { name: 'openssl', evidence: withOpenssl.evidence, trust: withOpenssl.trust, fileBase64: toBase64(withOpenssl.file) },
    { name: 'openssl, tampered token', evidence: withTamperedToken(withOpenssl.evidence), trust: withOpenssl.trust },
    { name: 'openssl, unknown root', evidence: withOpenssl.evidence, trust: embedded.trust },
    { name: 'not evidence', evidence: { format: 'sceau-evidence' }, trust: embedded.trust },
  ]
  withOpenssl.remove()
  project.provide('evidenceCases', cases)
}
