import { createReadStream } from 'node:fs'
import { join } from 'node:path'
import type { HttpContext } from '@adonisjs/core/http'
import { ApiError } from '@sceau/plugin-sdk/server'
import type { ExtensionPackage } from '../../shared/types.js'
import { builtPackages, PACKAGE_MIME, packagesDir } from '../extension_packages.js'

/** The extension's packages, public: anyone installs the extension from the instance before having an account. */
export default class ExtensionPackagesController {
  async index(): Promise<{ packages: ExtensionPackage[] }> {
    return {
      packages: builtPackages().map((entry) => ({
        browser: entry.browser,
        name: entry.file,
        version: entry.version,
        size: entry.size,
        sha256: entry.sha256,
        url: `/api/v2/capsules/extension/packages/${encodeURIComponent(entry.file)}`,
      })),
    }
  }

  async show(ctx: HttpContext) {
    const entry = builtPackages().find((candidate) => candidate.file === ctx.params.name)
    if (!entry) throw ApiError.notFound('capsules.errors.packageNotFound')
    ctx.response.header('content-type', PACKAGE_MIME[entry.browser])
    ctx.response.header('content-length', String(entry.size))
    ctx.response.header('content-disposition', `attachment; filename="${entry.file}"`)
    ctx.response.header('x-content-sha256', entry.sha256)
    ctx.response.stream(createReadStream(join(packagesDir(), entry.file)))
  }
}
