import { writeFile } from 'node:fs/promises'
import { BaseCommand, args } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace openapi:write FILE`: the OpenAPI document GET /api/v2/openapi.json serves, written to
 * a file (npm test lints it with Redocly).
 */
export default class OpenApiWrite extends BaseCommand {
  static commandName = 'openapi:write'
  static description = 'Write the OpenAPI document of the API to a file'
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'Where to write the JSON document' })
  declare file: string

  async run() {
    // The HTTP server commits the routes when it starts; a command has no server.
    const router = await this.app.container.make('router')
    router.commit()
    const { openApiDocument } = await import('../app/openapi/openapi_document.js')
    const { registeredRoutes } = await import('../app/openapi/openapi_controller.js')
    await writeFile(this.file, `${JSON.stringify(openApiDocument(registeredRoutes()), null, 2)}\n`)
    this.logger.info(`written ${this.file}`)
  }
}
