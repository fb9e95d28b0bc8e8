import { existsSync, lstatSync, mkdirSync, readFileSync, readlinkSync, rmSync, symlinkSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, isAbsolute, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import semver from 'semver'
import { assertManifest, isPlugin, PluginManifestError, type Plugin, type PluginManifest } from '@sceau/plugin-sdk/server'
import type { PluginEntry } from '#config/plugins'

export interface LoadedPlugin {
  id: string
  packageName: string
  version: string
  manifest: PluginManifest
  definition: Plugin
  /** Folder of the package (holds package.json and locales/). */
  packageDir: string
  /** Folder of the server entry: server/ from source, build/server/ from a build. */
  serverDir: string
}

/** Resolves where a listed plugin's package and server entry live, without importing it. */
export function locatePlugin(entry: PluginEntry) {
  let serverEntry: string
  let packageJson: string
  try {
    if (isAbsolute(entry.package)) {
      // A package folder given by path (test fixtures): resolved through its own "exports".
      packageJson = join(entry.package, 'package.json')
      const { name } = JSON.parse(readFileSync(packageJson, 'utf8'))
      serverEntry = createRequire(packageJson).resolve(`${name}/server`)
    } else {
      serverEntry = fileURLToPath(import.meta.resolve(`${entry.package}/server`))
      packageJson = fileURLToPath(import.meta.resolve(`${entry.package}/package.json`))
    }
  } catch (error) {
    throw new PluginManifestError(entry.id, `package "${entry.package}" cannot be resolved (${(error as Error).message})`)
  }
  return { serverDir: dirname(serverEntry), serverEntry, packageDir: dirname(packageJson), packageJson }
}

/**
 * Links each plugin's migrations folder to database/plugins/<id> under the app root, so
 * Lucid records the same migration names whether the app runs from source or from build/.
 */
export function linkPluginMigrations(appRoot: string, entries: PluginEntry[]) {
  const base = join(appRoot, 'database', 'plugins')
  mkdirSync(base, { recursive: true })
  for (const entry of entries) {
    const target = join(locatePlugin(entry).serverDir, 'database', 'migrations')
    const link = join(base, entry.id)
    if (!existsSync(target)) continue
    const current = lstatSync(link, { throwIfNoEntry: false })
    if (current?.isSymbolicLink() && readlinkSync(link) === target) continue
    if (current) rmSync(link, { recursive: true, force: true })
    try {
      symlinkSync(target, link, 'dir')
    } catch (error) {
      // Another process booting from the same folder (a second test run, a worker) made the same link first.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || readlinkSync(link) !== target) throw error
    }
  }
}

/**
 * Imports and checks every listed plugin: manifest shape, id agreement, platform version range,
 * required plugins loaded before it. Any problem stops the boot with an error naming the plugin.
 */
export async function loadPlugins(entries: PluginEntry[], platformVersion: string): Promise<LoadedPlugin[]> {
  const loaded: LoadedPlugin[] = []
  for (const entry of entries) {
    const location = locatePlugin(entry)
    const pkg = JSON.parse(readFileSync(location.packageJson, 'utf8'))
    const manifest = assertManifest(entry.id, pkg.sceau)
    if (manifest.id !== entry.id) {
      throw new PluginManifestError(entry.id, `config/plugins.ts lists id "${entry.id}" but the manifest says "${manifest.id}"`)
    }
    if (!semver.validRange(manifest.platform)) {
      throw new PluginManifestError(entry.id, `"platform" range "${manifest.platform}" is not a valid semver range`)
    }
    if (!semver.satisfies(platformVersion, manifest.platform, { includePrerelease: true })) {
      throw new PluginManifestError(entry.id, `needs platform ${manifest.platform}, this platform is ${platformVersion}`)
    }
    for (const required of manifest.requires ?? []) {
      if (!loaded.some((plugin) => plugin.id === required)) {
        throw new PluginManifestError(entry.id, `requires plugin "${required}", which is not loaded before it`)
      }
    }
    const module = await import(location.serverEntry.startsWith('/') ? `file://${location.serverEntry}` : location.serverEntry)
    const definition = module.default
    if (!isPlugin(definition)) {
      throw new PluginManifestError(entry.id, 'server entry must export default definePlugin({...})')
    }
    if (definition.id !== manifest.id) {
      throw new PluginManifestError(entry.id, `definePlugin id "${definition.id}" differs from the manifest id "${manifest.id}"`)
    }
    loaded.push({
      id: manifest.id,
      packageName: entry.package,
      version: pkg.version,
      manifest,
      definition,
      packageDir: location.packageDir,
      serverDir: location.serverDir,
    })
  }
  return loaded
}
