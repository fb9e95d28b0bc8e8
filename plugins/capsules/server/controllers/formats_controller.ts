import type { CapsuleFormats } from '../../shared/types.js'
import { redactedHeaders } from '../capture_settings.js'

export default class FormatsController {
  async show(): Promise<CapsuleFormats> {
    return { archive: 'WARC/1.1', screenshot: 'image/png', redactedHeaders: redactedHeaders() }
  }
}
