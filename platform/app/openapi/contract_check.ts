import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { openApiPath } from './openapi_document.js'

type Json = Record<string, unknown>
interface Operation {
  tags: string[]
  responses: Record<string, { content?: Record<string, { schema?: Json }> }>
}

/** One answer as the server sent it. */
export interface Answer {
  method: string
  /** The AdonisJS route pattern, e.g. /api/v2/deposits/:id. */
  pattern: string
  status: number
  contentType: string | undefined
  /** The body when it is in memory (not a stream or a file). */
  body: unknown
}

/** "application/json; charset=utf-8" -> "application/json". */
const mediaType = (header: string | undefined) => header?.split(';')[0].trim().toLowerCase()

/**
 * Checks answers against the OpenAPI document: the status is documented, the media type is one
 * the status documents, and a JSON body validates against its schema (response schemas list every
 * property: an unknown field fails). Schemas are compiled once each (ajv).
 */
export class ContractCheck {
  #ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false })
  #validators = new Map<string, ValidateFunction>()

  /** strictTags: the tags whose JSON answers must have a schema (an operation documented as "{}" fails). */
  constructor(
    private document: Json,
    private strictTags: ReadonlySet<string> | 'all' = new Set()
  ) {
    addFormats.default(this.#ajv)
    this.#ajv.addSchema(document, 'openapi')
  }

  #operation(method: string, pattern: string): Operation | undefined {
    const item = (this.document.paths as Record<string, Record<string, Operation>>)[openApiPath(pattern)]
    const verb = method.toLowerCase()
    return item?.[verb] ?? (verb === 'head' ? item?.get : undefined)
  }

  #validator(pointer: string) {
    let validate = this.#validators.get(pointer)
    if (!validate) this.#validators.set(pointer, (validate = this.#ajv.compile({ $ref: `openapi#${pointer}` })))
    return validate
  }

  /** The contract violations of one answer, none when it matches the document. */
  check(answer: Answer): string[] {
    const where = `${answer.method} ${answer.pattern} ${answer.status}`
    const operation = this.#operation(answer.method, answer.pattern)
    if (!operation) return [`${where}: not documented`]
    const status = String(answer.status)
    const key = [status, `${status[0]}XX`, 'default'].find((candidate) => candidate in operation.responses)
    if (!key) return [`${where}: status not documented (${Object.keys(operation.responses).join(', ')})`]
    const content = operation.responses[key].content
    // AdonisJS types an object body as JSON when it writes it, after this check.
    const serialised =
      (answer.body !== null && typeof answer.body === 'object' && !Buffer.isBuffer(answer.body)) ||
      typeof answer.body === 'boolean' ||
      typeof answer.body === 'number'
    const type = mediaType(answer.contentType) ?? (serialised ? 'application/json' : undefined)
    if (!content || answer.method === 'HEAD' || answer.status === 304) return []
    if (!type) return answer.body === null || answer.body === undefined || answer.body === '' ? [] : [`${where}: a body without a content type`]
    if (!(type in content) && !('application/octet-stream' in content)) return [`${where}: ${type} is not documented (${Object.keys(content).join(', ')})`]
    if (type !== 'application/json' || !(type in content)) return []
    const schema = content[type].schema ?? {}
    if (Object.keys(schema).length === 0) {
      const strict = this.strictTags === 'all' || operation.tags.some((tag) => (this.strictTags as ReadonlySet<string>).has(tag))
      return strict && answer.status < 400 ? [`${where}: the answer has no schema`] : []
    }
    let body = answer.body
    if (typeof body === 'string' || Buffer.isBuffer(body)) {
      try {
        body = JSON.parse(String(body))
      } catch {
        return [`${where}: not JSON`]
      }
    }
    const pointer = `/paths/${openApiPath(answer.pattern).replace(/~/g, '~0').replace(/\//g, '~1')}/${answer.method === 'HEAD' ? 'get' : answer.method.toLowerCase()}/responses/${key}/content/application~1json/schema`
    const validate = this.#validator(pointer)
    if (validate(body)) return []
    return (validate.errors ?? [])
      .slice(0, 5)
      .map(
        (error) =>
          `${where}: ${error.instancePath || '/'} ${error.message}${error.params && 'additionalProperty' in error.params ? ` "${String(error.params.additionalProperty)}"` : ''}`
      )
  }
}
