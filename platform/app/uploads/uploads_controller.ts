import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { UploadEndpoint } from './upload_endpoint.js'

/** POST /uploads, HEAD/PATCH/DELETE /uploads/:id: the tus protocol (GET answers 404), OPTIONS its discovery; GET /uploads: the batch's files. */
@inject()
export default class UploadsController {
  constructor(private uploads: UploadEndpoint) {}

  handle(ctx: HttpContext) {
    return this.uploads.handle(ctx)
  }

  discovery(ctx: HttpContext) {
    return this.uploads.discovery(ctx)
  }

  status(ctx: HttpContext) {
    return this.uploads.status(ctx)
  }
}
