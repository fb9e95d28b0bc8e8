/*
 * A deploy replaces the hashed chunks an open tab still points at: reload to get the new ones, but
 * at most once per CHUNK_RELOAD_THROTTLE_MS so a really missing chunk cannot loop (docs/product.md §4).
 */
import { CHUNK_RELOAD_THROTTLE_MS } from '@sceau/shared'

const LAST_RELOAD_KEY = 'sceau.chunk-reload-at'

const CHUNK_ERROR =
  /dynamically imported module|module script failed|error loading dynamically imported|Unable to preload CSS|ChunkLoadError|Loading chunk [\w-]+ failed/i

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message))
}

export interface ReloadDeps {
  now: () => number
  storage: Pick<Storage, 'getItem' | 'setItem'>
  reload: () => void
}

const browser: ReloadDeps = {
  now: () => Date.now(),
  storage: globalThis.sessionStorage,
  reload: () => globalThis.location.reload(),
}

/** Reloads the page unless it already did so less than 60 s ago; says whether it reloaded. */
export function reloadAfterChunkError(deps: ReloadDeps = browser): boolean {
  const now = deps.now()
  let last = Number.NaN
  try {
    last = Number(deps.storage.getItem(LAST_RELOAD_KEY))
  } catch {}
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_THROTTLE_MS) return false
  try {
    deps.storage.setItem(LAST_RELOAD_KEY, String(now))
  } catch {
    // Without storage we cannot throttle: better show the error page than risk a reload loop.
    return false
  }
  deps.reload()
  return true
}
