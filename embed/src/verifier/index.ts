/*
 * dist/sceau-verifier.js: what the badge loads when a visitor asks for a check. It hashes files in a
 * Web Worker and verifies a deposit's evidence with @sceau/proof (the same code as the verify CLI):
 * the timestamp token, security hash and Merkle path here, the chain through the instance's public RPC.
 */
import { verifyDepositEvidence } from '@sceau/proof/evidence'
import type { DepositEvidence, EvidenceTrust } from '@sceau/proof/evidence'
import { sha256OfBlob } from '@sceau/api-client/sha256'
import HashWorker from './hash_worker.ts?worker&inline'
import { verify as fr } from '../../locales/fr.json'
import { verify as en } from '../../locales/en.json'
import { verify as es } from '../../locales/es.json'
import { verify as it } from '../../locales/it.json'
import { verify as pt } from '../../locales/pt.json'
import type { Verifier, VerifyProofOptions } from './api.js'

export const messages: Verifier['messages'] = { fr, en, es, it, pt }

export const hashFile: Verifier['hashFile'] = (file, onProgress) => {
  let worker: Worker
  try {
    worker = new HashWorker()
  } catch {
    return sha256OfBlob(file, onProgress)
  }
  return new Promise<string>((resolve, reject) => {
    worker.onmessage = ({ data }: MessageEvent<{ progress?: number; sha256?: string; error?: string }>) => {
      if (data.progress !== undefined) onProgress?.(data.progress)
      else if (data.sha256) resolve(data.sha256)
      else reject(new Error(data.error))
    }
    // A page whose CSP refuses blob: workers (or WebAssembly in them) still gets an answer, hashed here.
    worker.onerror = (event) => {
      event.preventDefault()
      resolve(sha256OfBlob(file, onProgress))
    }
    worker.postMessage({ file })
  }).finally(() => worker.terminate())
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { credentials: 'omit', headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
  return (await response.json()) as T
}

export const verifyProof: Verifier['verifyProof'] = async ({ apiBase, certificateToken, fileSha256 }: VerifyProofOptions) => {
  const base = `${apiBase.replace(/\/+$/, '')}/api/v2/consignment`
  const [evidence, trust] = await Promise.all([
    getJson<DepositEvidence>(`${base}/evidence/${encodeURIComponent(certificateToken)}`),
    getJson<EvidenceTrust>(`${base}/trust`),
  ])
  return verifyDepositEvidence(evidence, { trust, fileSha256 })
}
