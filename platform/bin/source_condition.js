/*
 * Workspace packages expose their TypeScript sources under the "@sceau/source" export
 * condition (see docs/adr/0001-plugin-contract.md). In development and tests this hook adds
 * the condition, and NODE_OPTIONS carries it to child processes (ace serve, workers).
 */
import { register } from 'node:module'

const flag = '--conditions=@sceau/source'
if (!process.execArgv.includes(flag) && !(process.env.NODE_OPTIONS ?? '').includes(flag)) {
  process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} ${flag}`.trim()
  register(
    'data:text/javascript,' +
      encodeURIComponent(
        `export async function resolve(s, c, next) {
          const conditions = c.conditions.includes('@sceau/source') ? c.conditions : [...c.conditions, '@sceau/source']
          return next(s, { ...c, conditions })
        }`
      )
  )
}
