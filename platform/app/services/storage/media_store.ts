import { readFile } from 'node:fs/promises'
import { inject } from '@adonisjs/core'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { ApiError, StorageService } from '@sceau/plugin-sdk/server'
import { IMAGE_MAX_BYTES, IMAGE_TYPES, type ImageType } from '@sceau/shared'
import { appUrl } from '#config/app'
import { randomBase62 } from '#uploads/upload_tokens'
import { sniffImageType } from '#services/storage/image_type'

const NAME = /^([0-9A-Za-z]{24})\.([a-z]{3,4})$/
const EXTENSIONS = Object.fromEntries(Object.entries(IMAGE_TYPES).map(([type, ext]) => [ext, type as ImageType]))

/**
 * Avatars, logos and page backgrounds: checked (docs/product.md §5 image types, by their bytes; size), kept
 * through StorageService under an unguessable name, and served at a public URL that never changes
 * content (a new upload gets a new name), so it can be cached forever and put in mails.
 */
@inject()
export class MediaStore {
  constructor(private storage: StorageService) {}

  /** Validates the uploaded image of a form field and stores it; returns its storage key. */
  async storeImage(file: MultipartFile | null, field: string): Promise<string> {
    if (!file) throw ApiError.invalid({ [field]: 'validator.shared.messages.file.required' })
    if (file.size > IMAGE_MAX_BYTES || file.errors.some((e) => e.type === 'size')) {
      throw new ApiError(422, 'E_VALIDATION', 'errors.validation', { max: IMAGE_MAX_BYTES / (1024 * 1024) }, { [field]: 'validator.shared.messages.file.size' })
    }
    const bytes = new Uint8Array(await readFile(file.tmpPath!))
    const type = sniffImageType(bytes)
    if (!type) throw ApiError.invalid({ [field]: 'validator.shared.messages.file.image' })
    const key = `media/${randomBase62(24)}.${IMAGE_TYPES[type]}`
    await this.storage.put(key, bytes, { contentType: type })
    return key
  }

  async remove(key: string | null | undefined) {
    if (key) await this.storage.delete(key).catch(() => {})
  }

  /** The public URL of a stored image, or null. */
  static url(key: string | null | undefined): string | null {
    if (!key) return null
    return `${appUrl.replace(/\/+$/, '')}/api/v2/media/${key.slice('media/'.length)}`
  }

  /** The storage key and type of a public media name, or null when it is not one. */
  static parse(name: string): { key: string; type: ImageType } | null {
    const match = NAME.exec(name)
    const type = match && EXTENSIONS[match[2]]
    return type ? { key: `media/${name}`, type } : null
  }
}
