/* HTTP server entry point: `node build/bin/server.js` in production, `node ace serve` in development. */
import { prettyPrintError } from '@adonisjs/core'
import { createIgnitor } from './ignitor.js'
import { releaseBootGarbage } from './release_boot_garbage.js'

try {
  await createIgnitor().httpServer().start()
  releaseBootGarbage()
} catch (error) {
  process.exitCode = 1
  await prettyPrintError(error)
}
