/*
 * Vite/Rolldown chunk names for the public pages (issue 32: a first page loads under 30 files). Each module a page
 * loads at once goes to the chunk of the set of pages that load it, so a page loads a few files, each holding only
 * code it runs, instead of one file per module shared differently; other modules are left to the bundler. A barrel
 * (an index that re-exports) is followed only to the pieces its importer names, as tree-shaking keeps only those.
 */
import { dirname, join, resolve } from 'node:path'

interface ModuleInfo {
  id: string
  code: string | null
  importedIds: string[]
}
interface ChunkingContext {
  getModuleInfo(id: string): ModuleInfo | null
}

/** Page (one letter, in the chunk's name) -> the modules it starts from, relative to web/. */
export type PageRoots = Record<string, readonly string[]>

const BARREL =
  /([\\/](plugin-sdk[\\/]web[\\/]ui|api-client[\\/]src[\\/]uploads|shared[\\/]src)[\\/]index\.ts|[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs|[\\/]@tanstack[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/]index\.js|[\\/]react-i18next[\\/]dist[\\/]es[\\/]index\.js)$/
// `import { a, b as c } from 'x'`, `import d, { e } from 'x'`, `export { f, default as g } from 'x'`, `export * from 'x'`.
const FROM = /\b(import|export)\s*(?:type\s+)?(?:[\w$]+\s*,\s*)?(\{[^}]*\}|\*(?:\s*as\s+[\w$]+)?|[\w$]+)\s*from\s*["']([^"']+)["']/g

/** Names a `{ ... }` clause binds: for an import, those taken; for a re-export, those offered. */
function clauseNames(clause: string, side: 'taken' | 'offered'): string[] {
  return clause
    .replace(/[{}]/g, '')
    .split(',')
    .map((item) => item.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((item) => {
      const [name, alias] = item.split(/\s+as\s+/)
      return side === 'taken' ? name : (alias ?? name)
    })
}

const OWN_EXPORT = /\bexport\s+(?:declare\s+)?(?:async\s+)?(?:const|let|var|function\*?|class|enum)\s+([\w$]+)|\bexport\s*(\{[^}]*\})(?!\s*from)/g

/** The names a module exports itself, or null when it also re-exports everything of another (`export *`): anything. */
function ownExports(info: ModuleInfo | null): string[] | null {
  const code = info?.code ?? ''
  if (!info || /\bexport\s*\*\s*from/.test(code)) return null
  return [...code.matchAll(OWN_EXPORT)].flatMap(([, name, clause]) => (name ? [name] : clauseNames(clause, 'offered')))
}

export function pageChunkNames(webDir: string, pages: PageRoots) {
  let graph: ChunkingContext | null = null
  let pagesOf = new Map<string, string>()

  const pieceOf = (info: ModuleInfo, spec: string) => {
    if (spec.startsWith('.')) {
      const target = join(dirname(info.id), spec).replace(/\.(m?js|tsx?)$/, '')
      return info.importedIds.find((id) => id.replace(/\.(m?js|tsx?)$/, '') === target)
    }
    return info.importedIds.find((id) => id.replace(/\\/g, '/').includes(`/node_modules/${spec}/`))
  }

  /** What a barrel leads to for an importer taking `names` from it (a piece that is a barrel again gets them too). */
  const throughBarrel = (ctx: ChunkingContext, info: ModuleInfo, names: ReadonlySet<string>): [string, ReadonlySet<string> | null][] => {
    const pieces: [string, ReadonlySet<string> | null][] = []
    for (const [, , clause, spec] of (info.code ?? '').matchAll(FROM)) {
      const piece = pieceOf(info, spec)
      if (!piece) continue
      // `import {...} from` in a barrel re-exports what it imports; `* as name` offers that name; a bare `* from` anything.
      const alias = /^\*\s*as\s+([\w$]+)$/.exec(clause)?.[1]
      const offered = clause.startsWith('{')
        ? [...clauseNames(clause, 'offered'), ...clauseNames(clause, 'taken').filter((name) => name !== 'default')]
        : alias
          ? [alias]
          : clause === '*'
            ? ownExports(ctx.getModuleInfo(piece))
            : null
      if (offered && !offered.some((name) => names.has(name))) continue
      pieces.push([piece, BARREL.test(piece) ? names : null])
    }
    return pieces
  }

  const takenBy = (info: ModuleInfo): Set<string> => {
    const names = new Set<string>()
    for (const [, keyword, clause] of (info.code ?? '').matchAll(FROM)) {
      if (keyword === 'import' && clause.startsWith('{')) for (const name of clauseNames(clause, 'taken')) names.add(name)
    }
    return names
  }

  const walk = (ctx: ChunkingContext) => {
    pagesOf = new Map()
    for (const [page, roots] of Object.entries(pages)) {
      const seen = new Set<string>()
      const stack: [string, ReadonlySet<string> | null][] = roots.map((root) => [resolve(webDir, root), null])
      while (stack.length) {
        const [id, names] = stack.pop()!
        const key = names ? `${id}\u0000${[...names].sort().join(',')}` : id
        if (seen.has(key)) continue
        seen.add(key)
        const info = ctx.getModuleInfo(id)
        if (!info) continue
        if (!(pagesOf.get(id) ?? '').includes(page)) pagesOf.set(id, (pagesOf.get(id) ?? '') + page)
        if (names) {
          stack.push(...throughBarrel(ctx, info, names))
          continue
        }
        const taken = takenBy(info)
        for (const imported of info.importedIds) stack.push([imported, BARREL.test(imported) ? taken : null])
      }
    }
  }

  return (id: string, ctx: ChunkingContext): string | null => {
    if (graph !== ctx) {
      graph = ctx
      walk(ctx)
    }
    const set = pagesOf.get(id)
    return set ? `pages-${[...set].sort().join('')}` : null
  }
}
