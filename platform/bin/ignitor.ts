import 'reflect-metadata'
import { Ignitor, prettyPrintError } from '@adonisjs/core'

/** Root of the platform app, resolved from this file so it works from source and from build/. */
export const APP_ROOT = new URL('../', import.meta.url)

/** Imports files in the context of the application. */
function importer(filePath: string) {
  if (filePath.startsWith('./') || filePath.startsWith('../')) {
    return import(new URL(filePath, APP_ROOT).href)
  }
  return import(filePath)
}

/** One ignitor setup shared by the HTTP server, ace and the test runner. */
export function createIgnitor() {
  return new Ignitor(APP_ROOT, { importer }).tap((app) => {
    app.booting(async () => {
      await import('#start/env')
    })
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      app.listen(signal, () => {
        app.terminate().catch(async (error) => {
          process.exitCode = 1
          await prettyPrintError(error)
        })
      })
    }
  })
}
