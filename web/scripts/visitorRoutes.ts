/*
 * Vite plugin: the visitor shell (src/visitor, ADR 0026) reads the app's plugin list for its route table, slots and
 * catalogues, but renders only the home page and the send page. The list it imports (src/visitor/visitorPlugins.ts)
 * is made of twins of the list's modules (core/appPlugins.ts, plugins.ts, core/corePlugin.ts, each plugin's
 * web/plugin.ts, as `<name>.visitor.ts` beside them) without what the shell never uses: the other routes' screens
 * (and with them their chunks' preload lists), the menus and the permission declarations. Paths, languages' paths,
 * layouts, access, slots and catalogues stay: links and languages work as in the app.
 */
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parseSync, type Plugin } from 'vite'

const SHELL = /[\\/]web[\\/]src[\\/]visitor[\\/]visitorPlugins\.ts$/
// The modules of the plugin list; a `.visitor.ts` twin imports the twins of those it imports.
const LIST = /([\\/]web[\\/]src[\\/](core[\\/](appPlugins|corePlugin)|plugins)|[\\/]plugins[\\/][^\\/]+[\\/]web[\\/]plugin)\.ts$/
const TWIN = /\.visitor\.ts$/
const DROPPED = new Set(['navItems', 'permissions'])
// The pages the shell renders, src/visitor/visitorPath.ts's VISITOR_PATHS (this file is loaded with the Vite config, apart from the app).
export const KEPT_PATHS: readonly string[] = ['/', '/transfer']

interface Node {
  type: string
  start: number
  end: number
  [key: string]: unknown
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'
const keyName = (property: Node) => {
  const key = property.key as Node | undefined
  return key?.type === 'Identifier' ? (key.name as string) : key?.type === 'Literal' ? String(key.value) : undefined
}

/** The definitions passed to defineWebPlugin, wherever they are (`export default`, a `const`). */
function definitions(node: unknown, found: Node[] = []): Node[] {
  if (Array.isArray(node)) for (const child of node) definitions(child, found)
  else if (isNode(node)) {
    const callee = node.callee as Node | undefined
    const argument = (node.arguments as Node[] | undefined)?.[0]
    if (node.type === 'CallExpression' && callee?.type === 'Identifier' && callee.name === 'defineWebPlugin' && argument?.type === 'ObjectExpression')
      found.push(argument)
    else for (const [key, value] of Object.entries(node)) if (key !== 'type') definitions(value, found)
  }
  return found
}

const propertiesOf = (object: Node) => (object.properties as Node[]).filter((property) => property.type === 'Property')

/** The ranges to cut out of a plugin declaration: screens of routes other than the visitor's pages, menus, permissions. */
function cuts(program: Node): [number, number][] {
  const out: [number, number][] = []
  for (const definition of definitions(program)) {
    for (const property of propertiesOf(definition)) {
      const name = keyName(property)
      if (name && DROPPED.has(name)) out.push([property.start, property.end])
      const routes = property.value as Node
      if (name !== 'routes' || routes.type !== 'ArrayExpression') continue
      for (const route of routes.elements as (Node | null)[]) {
        if (route?.type !== 'ObjectExpression') continue
        const path = propertiesOf(route).find((candidate) => keyName(candidate) === 'path')?.value as Node | undefined
        if (path?.type === 'Literal' && KEPT_PATHS.includes(path.value as string)) continue
        for (const screen of propertiesOf(route).filter((candidate) => keyName(candidate) === 'screen')) out.push([screen.start, screen.end])
      }
    }
  }
  return out
}

/** A plugin declaration's source without what the visitor shell never uses (each cut property with its comma). */
export function visitorDeclaration(code: string, file: string): string {
  const parsed = parseSync(file, code, { lang: 'ts' })
  if (parsed.errors.length) throw new Error(`${file}: ${parsed.errors[0]!.message}`)
  let result = code
  for (const [start, end] of cuts(parsed.program as unknown as Node).sort((a, b) => b[0] - a[0])) {
    const comma = /^\s*,/.exec(result.slice(end))?.[0].length ?? 0
    let before = result.slice(0, start)
    let after = result.slice(end + comma).replace(/^[ \t]+/, '')
    // A property alone on its line leaves no blank line behind.
    if (/\n[ \t]*$/.test(before) && /^\r?\n/.test(after)) {
      before = before.replace(/[ \t]+$/, '')
      after = after.replace(/^\r?\n/, '')
    }
    result = before + after
  }
  return result
}

export function visitorRoutes(): Plugin {
  let root = process.cwd()
  // The file a twin (or the shell) is made from; Vitest's module runner names a twin by its path under the root (/src/...), as no file of that name exists.
  const sourceOf = (id: string) => {
    const file = id.replace(TWIN, '.ts')
    return existsSync(file) ? file : join(root, file)
  }
  return {
    name: 'sceau:visitor-routes',
    enforce: 'pre',
    configResolved(config) {
      root = config.root
    },
    async resolveId(source, importer, options) {
      if (!importer || !(SHELL.test(importer) || TWIN.test(importer))) return null
      const resolved = await this.resolve(source, sourceOf(importer), { ...options, skipSelf: true })
      if (!resolved || resolved.external || !LIST.test(resolved.id)) return resolved
      return { ...resolved, id: resolved.id.replace(/\.ts$/, '.visitor.ts') }
    },
    async load(id) {
      if (!TWIN.test(id)) return null
      const file = sourceOf(id)
      this.addWatchFile(file)
      return { code: visitorDeclaration(await readFile(file, 'utf8'), file), map: null }
    },
  }
}
