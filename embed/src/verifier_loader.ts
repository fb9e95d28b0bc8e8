/*
 * Loads dist/sceau-verifier.js when the visitor asks for a check, from the badge script's folder:
 * fetched with the SRI hash the build wrote into the badge (the page's own <script integrity> covers
 * the badge), then imported from a Blob URL, so every byte that runs was integrity-checked.
 */
import { SCRIPT_URL } from './script_url.js'
import type { Verifier } from './verifier/api.js'

export const VERIFIER_FILE = 'sceau-verifier.js'

let loading: Promise<Verifier> | undefined

export function verifierUrl(scriptUrl: string = SCRIPT_URL): string {
  return new URL(VERIFIER_FILE, scriptUrl || globalThis.location?.href).href
}

export function loadVerifier(scriptUrl: string = SCRIPT_URL, integrity: string = __SCEAU_VERIFIER_INTEGRITY__): Promise<Verifier> {
  loading ??= fetchAndImport(verifierUrl(scriptUrl), integrity).catch((error: unknown) => {
    // A failed load (network, integrity) may be retried by the next click.
    loading = undefined
    throw error
  })
  return loading
}

async function fetchAndImport(url: string, integrity: string): Promise<Verifier> {
  const response = await fetch(url, { integrity, mode: 'cors', credentials: 'omit' })
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
  const blobUrl = URL.createObjectURL(new Blob([await response.arrayBuffer()], { type: 'text/javascript' }))
  try {
    return (await import(/* @vite-ignore */ blobUrl)) as Verifier
  } finally {
    URL.revokeObjectURL(blobUrl)
  }
}
