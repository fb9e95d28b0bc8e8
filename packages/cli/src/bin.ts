#!/usr/bin/env node
import { main } from './main.ts'

// tus-js-client's Node HTTP stack still calls url.parse(): a warning for us, not for the person running sceau.
const emitWarning = process.emitWarning.bind(process)
process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
  if (rest.some((arg) => arg === 'DEP0169' || (typeof arg === 'object' && arg !== null && (arg as { code?: string }).code === 'DEP0169'))) return
  ;(emitWarning as (...args: unknown[]) => void)(warning, ...rest)
}) as typeof process.emitWarning

process.exitCode = await main(process.argv.slice(2))
