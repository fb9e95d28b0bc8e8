import type { RouteOptions } from '@sceau/plugin-sdk/server'
import { acceptedScopes } from '#middleware/auth_middleware'
import { API_PREFIX } from '#plugins/plugin_router'
import { cataloguedRoute } from './route_catalogue.js'
import { PLATFORM_REQUEST_SCHEMAS } from './request_schemas.js'

/** A registered route as the AdonisJS router lists it (router.toJSON()). */
export interface RegisteredRoute {
  pattern: string
  methods: string[]
}

type Json = Record<string, unknown>

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const

/** "/api/v2/organizations/:id" -> "/api/v2/organizations/{id}" (optional params "?" dropped). */
export function openApiPath(pattern: string) {
  return pattern.replace(/:([A-Za-z0-9_]+)\??/g, '{$1}')
}

/** The public API routes among the router's: under /api/v2, one entry per method (HEAD follows GET). */
export function apiOperations(routes: RegisteredRoute[]) {
  return routes
    .filter((route) => route.pattern.startsWith(`${API_PREFIX}/`))
    .flatMap((route) =>
      route.methods
        .map((method) => method.toLowerCase())
        .filter((method): method is (typeof METHODS)[number] => (METHODS as readonly string[]).includes(method))
        .map((method) => ({ method, pattern: route.pattern }))
    )
}

const ERROR_RESPONSE = {
  description: 'Refused: the error envelope',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
}

/** The header of routes declared `idempotent` (docs/api-reference.md, "Retrying safely"). */
const IDEMPOTENCY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'One value per intent, the same on every retry: a retry gets the first answer (Idempotent-Replayed: true) and nothing runs twice; the same key with another request answers 422. Kept 24 hours.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
}

/** A JSON schema from VineJS (draft 7) as an OpenAPI 3.1 schema (JSON Schema 2020-12): no $schema. */
function bodySchema(validator: { toJSONSchema(): unknown } | undefined): Json {
  if (!validator) return { type: 'object', description: 'JSON body (not described here: see the docs)' }
  const schema = structuredClone(validator.toJSONSchema()) as Json
  delete schema.$schema
  return schema
}

/** Who may call: the three ways to authenticate, as OpenAPI security requirements. */
function security(options: RouteOptions) {
  const level = options.access ?? 'user'
  if (level === 'public') return { security: [] }
  const ways: Json[] = [{ sessionCookie: [], csrfHeader: [] }, { bearerToken: [] }]
  const scopes = level === 'user' ? acceptedScopes(options.apiKeys) : null
  if (scopes) ways.push({ apiKey: [], apiKeyDatetime: [], apiKeySignature: [] })
  return { security: ways, ...(scopes ? { 'x-sceau-api-key-scopes': scopes === 'any' ? ['any'] : [...scopes] } : {}) }
}

/**
 * The OpenAPI 3.1 document of every /api/v2 route the router holds, with the options each was
 * registered with (access, API key scopes, VineJS body validator) and the shared error envelope.
 * Answers are documented as JSON objects: their shapes are in docs/*-api.md.
 */
export function openApiDocument(routes: RegisteredRoute[], version = '2'): Json {
  const paths: Record<string, Record<string, Json>> = {}
  for (const { method, pattern } of apiOperations(routes)) {
    const catalogued = cataloguedRoute(method, pattern)
    const options = catalogued?.options ?? {}
    const params = [...pattern.matchAll(/:([A-Za-z0-9_]+)(\?)?/g)]
    const validator = options.body ?? PLATFORM_REQUEST_SCHEMAS[`${method.toUpperCase()} ${pattern}`]
    const operation: Json = {
      operationId: `${method}${pattern.slice(API_PREFIX.length).replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      tags: [catalogued?.owner ?? 'platform'],
      ...(params.length || options.idempotent
        ? {
            parameters: [
              ...params.map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
              ...(options.idempotent ? [IDEMPOTENCY_PARAMETER] : []),
            ],
          }
        : {}),
      ...(options.idempotent ? { 'x-sceau-idempotent': true } : {}),
      ...(['post', 'put', 'patch'].includes(method)
        ? { requestBody: { required: false, content: { 'application/json': { schema: bodySchema(validator) } } } }
        : {}),
      responses: {
        '2XX': { description: 'Success (JSON unless the route serves a file)', content: { 'application/json': { schema: {} } } },
        default: ERROR_RESPONSE,
      },
      ...security(options),
    }
    paths[openApiPath(pattern)] ??= {}
    paths[openApiPath(pattern)][method] = operation
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Sceau API',
      version,
      description:
        'Secure file transfer and proof of prior existence. JSON in and out; errors use the ErrorEnvelope, messages in the language of Accept-Language. See docs/api-reference.md.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: {
        ErrorEnvelope: {
          type: 'object',
          required: ['error'],
          properties: {
            error: {
              type: 'object',
              required: ['code', 'message'],
              properties: {
                code: { type: 'string', examples: ['E_VALIDATION', 'E_UNAUTHENTICATED', 'E_API_KEY_SCOPE'] },
                message: { type: 'string', description: "Translated into the request's language" },
                fields: { type: 'object', additionalProperties: { type: 'string' }, description: 'Field name -> translated message' },
              },
            },
          },
        },
      },
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'sceau_session', description: 'The web session (POST /api/v2/users/sessions).' },
        csrfHeader: {
          type: 'apiKey',
          in: 'header',
          name: 'X-XSRF-TOKEN',
          description: 'With the session cookie, on requests that change something: the value of the XSRF-TOKEN cookie.',
        },
        bearerToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'A personal access token "sct_…" (settings, Integrations tab, or POST /api/v2/users/sessions with token: true). Acts as the user.',
        },
        apiKey: {
          type: 'apiKey',
          in: 'header',
          name: 'x-sceau-key',
          description:
            'Organisation API key "sck_…", accepted only by routes listing x-sceau-api-key-scopes. Sent with x-sceau-datetime and x-sceau-signature = hex HMAC-SHA256 with the secret over METHOD\\npath?query\\ndatetime\\nsha256hex(body).',
        },
        apiKeyDatetime: { type: 'apiKey', in: 'header', name: 'x-sceau-datetime', description: 'ISO 8601, within 5 minutes of the server clock.' },
        apiKeySignature: { type: 'apiKey', in: 'header', name: 'x-sceau-signature', description: 'The HMAC (each signature is accepted once).' },
      },
    },
  }
}
