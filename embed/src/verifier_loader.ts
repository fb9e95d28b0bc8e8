/*
 * Loads dist/sceau-verifier.js when the visitor asks for a check: fetched with an SRI hash (the
 * page's own <script integrity> covers the badge), then imported from a Blob URL, so every byte that
 * runs was integrity-checked. Where from, and with which hash:
 * - the badge script is a widget file (…/sceau-deposit.js or .iife.js): the verifier next to it, with
 *   the hash the build wrote into the badge;
 * - the built module bundled into an app: the platform's folder of the same version, same hash;
 * - the sources compiled by an app (the web app): the platform's current manifest says both.
 */
import type {} from './build_constants.js'
import { SCRIPT_URL } from './script_url.js'
import { trimSlashes } from './summary.js'
import type { Verifier } from './verifier/api.js'

export const VERIFIER_FILE = 'sceau-verifier.js'
const BUILT = {
  integrity: typeof __SCEAU_VERIFIER_INTEGRITY__ === 'string' ? __SCEAU_VERIFIER_INTEGRITY__ : '',
  version: typeof __SCEAU_WIDGET_VERSION__ === 'string' ? __SCEAU_WIDGET_VERSION__ : '',
}

export interface VerifierSource {
  url: string
  integrity: string
}

const loading = new Map<string, Promise<Verifier>>()

/** Where the verifier is, and its SRI hash; undefined when only the platform's manifest can say. */
export function verifierSource(apiBase: string, scriptUrl: string = SCRIPT_URL, built = BUILT): VerifierSource | undefined {
  if (built.integrity && /\/sceau-deposit(\.iife)?\.js$/.test(urlPath(scriptUrl))) {
    return { url: new URL(VERIFIER_FILE, scriptUrl).href, integrity: built.integrity }
  }
  if (built.integrity && built.version) {
    return { url: `${widgetFolder(apiBase)}/${encodeURIComponent(built.version)}/${VERIFIER_FILE}`, integrity: built.integrity }
  }
  return undefined
}

export function loadVerifier(apiBase: string, scriptUrl: string = SCRIPT_URL, built = BUILT): Promise<Verifier> {
  const key = `${apiBase} ${scriptUrl}`
  let pending = loading.get(key)
  if (!pending) {
    pending = (async () => fetchAndImport(verifierSource(apiBase, scriptUrl, built) ?? (await fromManifest(apiBase))))()
    // A failed load (network, integrity) may be retried by the next click.
    pending.catch(() => loading.delete(key))
    loading.set(key, pending)
  }
  return pending
}

async function fromManifest(apiBase: string): Promise<VerifierSource> {
  const response = await fetch(`${widgetFolder(apiBase)}/manifest.json`, { credentials: 'omit', headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`widget manifest: HTTP ${response.status}`)
  const verifier = ((await response.json()) as { files?: { verifier?: Partial<VerifierSource> } }).files?.verifier
  if (typeof verifier?.url !== 'string' || typeof verifier.integrity !== 'string' || !verifier.integrity.startsWith('sha384-')) {
    throw new Error('widget manifest: no verifier')
  }
  return { url: verifier.url, integrity: verifier.integrity }
}

async function fetchAndImport({ url, integrity }: VerifierSource): Promise<Verifier> {
  const response = await fetch(url, { integrity, mode: 'cors', credentials: 'omit' })
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
  const blobUrl = URL.createObjectURL(new Blob([await response.arrayBuffer()], { type: 'text/javascript' }))
  try {
    return (await import(/* @vite-ignore */ blobUrl)) as Verifier
  } finally {
    URL.revokeObjectURL(blobUrl)
  }
}

function widgetFolder(apiBase: string) {
  return `${trimSlashes(apiBase)}/api/v2/consignment/widget`
}

function urlPath(url: string) {
  try {
    return new URL(url).pathname
  } catch {
    return ''
  }
}
