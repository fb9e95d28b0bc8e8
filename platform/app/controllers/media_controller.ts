import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { ApiError, StorageService } from '@sceau/plugin-sdk/server'
import { MediaStore } from '#services/storage/media_store'

/**
 * GET /media/:name (public, stateless): avatars, logos and backgrounds. Names are unguessable and
 * never reused, so answers are cached for good; SVGs run no script (sandboxing CSP).
 */
@inject()
export default class MediaController {
  constructor(private storage: StorageService) {}

  async show({ params, response }: HttpContext) {
    const media = MediaStore.parse(String(params.name))
    if (!media || !(await this.storage.exists(media.key))) throw ApiError.notFound()
    const { size } = await this.storage.stat(media.key)
    response.header('content-type', media.type)
    response.header('content-length', String(size))
    response.header('cache-control', 'public, max-age=31536000, immutable')
    response.removeHeader('pragma')
    response.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    response.header('cross-origin-resource-policy', 'cross-origin')
    return response.stream(await this.storage.getStream(media.key))
  }
}
