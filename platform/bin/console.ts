/* Ace entry point: commands boot the app only when they set `startApp`. */
import { prettyPrintError } from '@adonisjs/core'
import { createIgnitor } from './ignitor.js'

try {
  await createIgnitor().ace().handle(process.argv.splice(2))
} catch (error) {
  process.exitCode = 1
  await prettyPrintError(error)
}
