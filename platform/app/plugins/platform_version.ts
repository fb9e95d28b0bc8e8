import { readFileSync } from 'node:fs'
import type { ApplicationService } from '@adonisjs/core/types'

let cached: string | null = null

/** The platform's package version, which plugin manifests' "platform" ranges are checked against. */
export function platformVersion(app: ApplicationService): string {
  cached ??= JSON.parse(readFileSync(app.makePath('package.json'), 'utf8')).version as string
  return cached
}
