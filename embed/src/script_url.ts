/*
 * Where this badge script was loaded from: the verifier is fetched from the same folder, and the
 * platform's API is on the same origin unless `api-base` says otherwise. The classic script reads
 * document.currentScript, which only exists while it first runs, so this is captured at load time.
 */
import type {} from './build_constants.js'

export const SCRIPT_URL: string = (() => {
  try {
    if (typeof __SCEAU_CLASSIC__ === 'boolean' && __SCEAU_CLASSIC__) {
      const script = document.currentScript
      return script instanceof HTMLScriptElement ? script.src : ''
    }
    return import.meta.url
  } catch {
    return ''
  }
})()

/** The origin of an http(s) script, '' otherwise (file:, data:, a test). */
export function originOf(url: string): string {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : ''
  } catch {
    return ''
  }
}
