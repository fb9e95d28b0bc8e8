/*
 * Isomorphic half of the plugin contract: the manifest every plugin declares in its package.json
 * ("sceau" field) and the rules the host checks at boot.
 */

export const LOCALES = ['fr', 'en', 'es', 'it', 'pt'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'fr'

/** One of the product's locales ("en-GB" and "en" are "en"), else the fallback. */
export function localeOf(value: string | null | undefined, fallback: Locale = DEFAULT_LOCALE): Locale {
  const short = (value ?? '').slice(0, 2).toLowerCase()
  return (LOCALES as readonly string[]).includes(short) ? (short as Locale) : fallback
}

/** The "sceau" field of a plugin's package.json. */
export interface PluginManifest {
  /** Lower-case identifier, also the prefix of the plugin's tables and permission names. */
  id: string
  /** Ids of plugins that must be loaded before this one. */
  requires?: string[]
  /** Semver range of the platform versions the plugin works with, e.g. "^0.1.0". */
  platform: string
  /**
   * Path patterns of the plugin's web screens, canonical and localised, in React Router's syntax
   * (":id", ":token?", "*"): the host answers 404 for a page that no loaded plugin and no core
   * screen has. Declared here so the server knows them without loading the web half.
   */
  webRoutes?: string[]
}

export const PLUGIN_ID_PATTERN = /^[a-z][a-z0-9-]{1,31}$/

/** Thrown when a plugin's manifest or definition is invalid; the message names the plugin. */
export class PluginManifestError extends Error {
  constructor(
    readonly pluginId: string,
    message: string
  ) {
    super(`Plugin "${pluginId}": ${message}`)
    this.name = 'PluginManifestError'
  }
}

/** Returns the list of problems in a manifest; empty when it is valid. */
export function manifestProblems(manifest: unknown): string[] {
  if (!manifest || typeof manifest !== 'object') return ['the package.json has no "sceau" manifest']
  const m = manifest as Record<string, unknown>
  const problems: string[] = []
  if (typeof m.id !== 'string' || !PLUGIN_ID_PATTERN.test(m.id)) {
    problems.push(`"id" must match ${PLUGIN_ID_PATTERN} (got ${JSON.stringify(m.id)})`)
  }
  if (typeof m.platform !== 'string' || m.platform.trim() === '') {
    problems.push('"platform" must be a semver range of supported platform versions')
  }
  if (m.requires !== undefined) {
    if (!Array.isArray(m.requires) || m.requires.some((r) => typeof r !== 'string')) {
      problems.push('"requires" must be a list of plugin ids')
    }
  }
  if (m.webRoutes !== undefined) {
    if (!Array.isArray(m.webRoutes) || m.webRoutes.some((path) => typeof path !== 'string' || !path.startsWith('/'))) {
      problems.push('"webRoutes" must be a list of paths starting with "/"')
    }
  }
  return problems
}

/** Validates a manifest and returns it typed, or throws a PluginManifestError naming the plugin. */
export function assertManifest(label: string, manifest: unknown): PluginManifest {
  const problems = manifestProblems(manifest)
  if (problems.length) throw new PluginManifestError(label, problems.join('; '))
  return manifest as PluginManifest
}

/** A translation catalogue: nested keys to ICU message strings. */
export type Catalogue = { [key: string]: string | Catalogue }

export { FAILED_DOWNLOAD_CODE_QUERY, FAILED_DOWNLOAD_QUERY } from './failed_download.js'
export type { ChainAnchor } from './anchor.js'
