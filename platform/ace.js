/*
 * Ace entry point in development: registers the TypeScript loader, then the console.
 * `node ace build` replaces this file in build/ with a plain import of bin/console.js.
 */
import '@poppinss/ts-exec'
import './bin/source_condition.js'

await import('./bin/console.js')
