/*
 * Vite plugin: `locales/<language>.json?pick=a.b,c` imports only those branches of a catalogue (the
 * recipient's light shell loads the few words its page shows); `!a.b` leaves a branch of those out. A
 * path the catalogue lacks fails the import, naming it.
 */
import type { Plugin } from 'vite'
import type { Catalogue } from '@sceau/plugin-sdk/web'

const PICKED = /\/locales\/[a-z]{2}\.json\?(?:.*&)?pick=([^&]+)/

export function pickBranches(catalogue: Catalogue, paths: readonly string[]): Catalogue {
  const picked: Catalogue = {}
  for (const path of paths) {
    if (path.startsWith('!')) continue
    const parts = path.split('.')
    let from: string | Catalogue | undefined = catalogue
    let to = picked
    parts.forEach((part, index) => {
      from = typeof from === 'object' ? from[part] : undefined
      if (from === undefined) throw new Error(`the catalogue has no "${path}"`)
      if (index === parts.length - 1) to[part] = from
      else to = (to[part] ??= {}) as Catalogue
    })
  }
  // `!a.b` leaves a branch out of what was picked (copying the branches on its way: the catalogue stays whole).
  for (const path of paths.filter((candidate) => candidate.startsWith('!'))) {
    const parts = path.slice(1).split('.')
    let node = picked
    for (const part of parts.slice(0, -1)) {
      const child = node[part]
      if (typeof child !== 'object') throw new Error(`the picked branches have no "${path.slice(1)}"`)
      node = node[part] = { ...child }
    }
    if (!(parts[parts.length - 1]! in node)) throw new Error(`the picked branches have no "${path.slice(1)}"`)
    delete node[parts[parts.length - 1]!]
  }
  return picked
}

export function catalogueSubset(): Plugin {
  return {
    name: 'sceau:catalogue-subset',
    enforce: 'pre',
    transform(code, id) {
      const paths = PICKED.exec(id)?.[1]
      if (!paths) return null
      // With a query, the bundler no longer infers JSON from the name.
      return { code: JSON.stringify(pickBranches(JSON.parse(code) as Catalogue, decodeURIComponent(paths).split(','))), map: null, moduleType: 'json' }
    },
  }
}
