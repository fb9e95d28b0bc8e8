import { writeFile } from 'node:fs/promises'
import { BaseCommand, args } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace openapi:types [FILE]`: @sceau/api-client's types (packages/api-client/src/openapi.ts),
 * generated from the OpenAPI document the instance serves.
 */
export default class OpenApiTypes extends BaseCommand {
  static commandName = 'openapi:types'
  static description = "Generate @sceau/api-client's types from the OpenAPI document"
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'Where to write them (default: packages/api-client/src/openapi.ts)', required: false })
  declare file?: string

  async run() {
    // The HTTP server commits the routes when it starts; a command has no server.
    const router = await this.app.container.make('router')
    router.commit()
    const { openApiDocument } = await import('../app/openapi/openapi_document.js')
    const { registeredRoutes } = await import('../app/openapi/openapi_controller.js')
    const { CLIENT_TYPES_FILE, clientTypes } = await import('../app/openapi/client_types.js')
    const file = this.file ?? CLIENT_TYPES_FILE
    await writeFile(file, await clientTypes(openApiDocument(registeredRoutes())))
    this.logger.info(`written ${file}`)
  }
}
