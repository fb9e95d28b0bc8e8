import type { RouteDoc, RouteOptions } from '@sceau/plugin-sdk/server'
import { API_REFERENCE_PATH } from '@sceau/shared'
import { acceptedScopes } from '#middleware/auth_middleware'
import { API_PREFIX } from '#plugins/plugin_router'
import { cataloguedRoute } from './route_catalogue.js'
import { PLATFORM_REQUEST_SCHEMAS } from './request_schemas.js'
import { validatorSchema } from './validator_schema.js'

/** A registered route as the AdonisJS router lists it (router.toJSON()). */
export interface RegisteredRoute {
  pattern: string
  methods: string[]
}

type Json = Record<string, unknown>

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'options'] as const

/** Where the instance serves the rendered reference of this document (start/routes.ts). */
const REFERENCE_PATH = API_REFERENCE_PATH

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

/** The platform's own routes, tagged by area; a plugin's routes carry the plugin's id. */
const PLATFORM_TAGS: [RegExp, string][] = [
  [/^\/(users|invitations)(\/|$)/, 'accounts'],
  [/^\/organizations(\/|$)/, 'organizations'],
  [/^\/billing(\/|$)|^\/users\/organization\/payments/, 'billing'],
  [/^\/uploads(\/|$)/, 'uploads'],
]
const TAG_DESCRIPTIONS: Record<string, string> = {
  accounts: 'Sign-up, e-mail confirmation, sessions, passwords, the profile, personal access tokens, invitations.',
  organizations: 'Organisations, members, invitations, customisation, API keys and the address book.',
  billing: 'The plan, subscriptions, credits, payments and invoices.',
  uploads: 'Resumable uploads (tus 1.0) of the files of a transfer, a deposit, a delivery or a release, authorised by the batch upload token.',
  platform: 'Health, status, this document, media, support and integrations.',
  consignment: 'Deposits: proof of prior existence (timestamps, certificates, proof bundles), public checks.',
  transfer: 'Secure file transfers: sending, receiving, managing.',
  receptions: 'Reception links and pages: third parties send files to an organisation.',
  capsules: 'Captures of web pages as evidence, from the browser extension or the server.',
  'git-deploy': 'Code releases deposited from CI (the deploy action, `sceau release`).',
}

function tagOf(owner: string, path: string) {
  if (owner !== 'platform') return owner
  return PLATFORM_TAGS.find(([pattern]) => pattern.test(path))?.[1] ?? 'platform'
}

const ENVELOPE = { $ref: '#/components/schemas/ErrorEnvelope' }
const refusal = (description: string) => ({ description, content: { 'application/json': { schema: ENVELOPE } } })

/** The header of routes declared `idempotent` (the reference's "Retrying safely"). */
const IDEMPOTENCY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'One value per intent, the same on every retry: a retry gets the first answer (Idempotent-Replayed: true) and nothing runs twice; the same key with another request answers 422. Kept 24 hours.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
}

/** Who may call: the ways to authenticate, as OpenAPI security requirements. */
function security(options: RouteOptions) {
  if (options.doc?.security === 'uploadToken') return { security: [{ uploadToken: [] }] }
  const level = options.access ?? 'user'
  if (level === 'public') return { security: [] }
  const ways: Json[] = [{ sessionCookie: [], csrfHeader: [] }, { bearerToken: [] }]
  const scopes = level === 'user' ? acceptedScopes(options.apiKeys) : null
  if (scopes) ways.push({ apiKey: [], apiKeyDatetime: [], apiKeySignature: [] })
  return { security: ways, ...(scopes ? { 'x-sceau-api-key-scopes': scopes === 'any' ? ['any'] : [...scopes] } : {}) }
}

/** The refusals a route's options imply, then its own. */
function refusals(method: string, options: RouteOptions, hasParams: boolean, hasBody: boolean): Record<string, Json> {
  const doc = options.doc
  const level = options.access ?? 'user'
  const errors: Record<number, string> = {}
  if (hasBody || doc?.query) errors[422] = 'Invalid input (E_VALIDATION): `fields` names each field and why'
  if (doc?.security === 'uploadToken') errors[401] = 'No valid upload token (E_UPLOAD_TOKEN)'
  else if (level === 'user') {
    errors[401] = 'Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED)'
    errors[403] =
      'Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN)'
  } else if (level === 'guest') errors[403] = 'Already logged in'
  if (hasParams) errors[404] = 'Not found, or not visible to the caller (E_NOT_FOUND)'
  if (options.idempotent) {
    errors[409] = 'The first request with this Idempotency-Key is still running (E_IDEMPOTENCY_IN_FLIGHT)'
    errors[422] = `${errors[422] ? `${errors[422]}; or ` : ''}the Idempotency-Key was used with another request (E_IDEMPOTENCY_KEY_REUSED)`
  }
  if (method !== 'get' && method !== 'options') errors[400] = 'Malformed request: unreadable body or URL (E_BAD_REQUEST)'
  if (method !== 'get' && !options.stateless && !errors[403]) errors[403] = 'Missing CSRF header with the session cookie (E_BAD_CSRF_TOKEN)'
  Object.assign(errors, doc?.errors)
  errors[429] ??= 'Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again'
  return {
    ...Object.fromEntries(Object.entries(errors).map(([status, description]) => [status, refusal(description)])),
    '5XX': refusal('The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After)'),
  }
}

/** The answers a route documents (200 with JSON by default). */
function successes(doc: RouteDoc | undefined): Record<string, Json> {
  const responses = doc?.responses ?? { 200: { description: 'Success' } }
  return Object.fromEntries(
    Object.entries(responses).map(([status, response]) => {
      const headers = response.headers
        ? {
            headers: Object.fromEntries(
              Object.entries(response.headers).map(([name, header]) => [
                name,
                { description: header.description, schema: header.schema, ...(header.required ? { required: true } : {}) },
              ])
            ),
          }
        : {}
      const content =
        response.empty || (!response.json && !response.file && (status === '204' || status === '201'))
          ? {}
          : response.file
            ? { content: Object.fromEntries(response.file.split(' | ').map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])) }
            : { content: { 'application/json': { schema: response.json ?? {} } } }
      return [status, { description: response.description, ...headers, ...content }]
    })
  )
}

function parameters(params: string[], options: RouteOptions) {
  const doc = options.doc
  const list = [
    ...params.map((name) => ({
      name,
      in: 'path',
      required: true,
      description: `The ${name.replace(/([A-Z])/g, ' $1').toLowerCase()} of the resource`,
      schema: { type: 'string' },
    })),
    ...Object.entries(doc?.query ?? {}).map(([name, p]) => ({
      name,
      in: 'query',
      required: p.required ?? false,
      description: p.description,
      schema: p.schema,
    })),
    ...Object.entries(doc?.headers ?? {}).map(([name, p]) => ({
      name,
      in: 'header',
      required: p.required ?? false,
      description: p.description,
      schema: p.schema,
    })),
    ...(options.idempotent ? [IDEMPOTENCY_PARAMETER] : []),
  ]
  return list.length ? { parameters: list } : {}
}

function requestBody(method: string, options: RouteOptions, validator: { toJSONSchema(): unknown } | undefined): Json {
  const declared = options.doc?.requestBody
  if (validator) return { requestBody: { required: true, content: { 'application/json': { schema: validatorSchema(validator) } } } }
  if (declared)
    return {
      requestBody: {
        required: declared.required ?? true,
        ...(declared.description ? { description: declared.description } : {}),
        content: { [declared.mediaType ?? 'application/json']: { schema: declared.schema } },
      },
    }
  return {}
}

function operationId(method: string, pattern: string) {
  return `${method}${pattern.slice(API_PREFIX.length).replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`
}

/**
 * The OpenAPI 3.1 document of every /api/v2 route the router holds, from the options each was
 * registered with: access and API key scopes (security), the VineJS body validator (request body),
 * `doc` (summary, parameters, answers, refusals) and the shared error envelope.
 */
export function openApiDocument(routes: RegisteredRoute[], version = '2'): Json {
  const paths: Record<string, Record<string, Json>> = {}
  const tags = new Set<string>()
  for (const { method, pattern } of apiOperations(routes)) {
    const catalogued = cataloguedRoute(method, pattern)
    const options = catalogued?.options ?? {}
    const params = [...pattern.matchAll(/:([A-Za-z0-9_]+)(\?)?/g)].map(([, name]) => name)
    const validator = options.body ?? PLATFORM_REQUEST_SCHEMAS[`${method.toUpperCase()} ${pattern}`]
    const body = requestBody(method, options, validator)
    const tag = tagOf(catalogued?.owner ?? 'platform', pattern.slice(API_PREFIX.length))
    tags.add(tag)
    const operation: Json = {
      operationId: operationId(method, pattern),
      ...(options.doc?.summary ? { summary: options.doc.summary } : {}),
      ...(options.doc?.description ? { description: options.doc.description } : {}),
      tags: [tag],
      ...parameters(params, options),
      ...(options.idempotent ? { 'x-sceau-idempotent': true } : {}),
      ...body,
      responses: { ...successes(options.doc), ...refusals(method, options, params.length > 0, 'requestBody' in body) },
      ...security(options),
    }
    paths[openApiPath(pattern)] ??= {}
    paths[openApiPath(pattern)][method] = operation
    if (method === 'get' && options.doc?.head) paths[openApiPath(pattern)].head = { ...operation, operationId: operationId('head', pattern) }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Sceau API',
      version,
      description: `Secure file transfer and proof of prior existence. JSON in and out; refusals use the ErrorEnvelope, its message in the language of Accept-Language. The rendered reference is served at ${REFERENCE_PATH}.`,
    },
    externalDocs: { description: 'The API reference of this instance', url: REFERENCE_PATH },
    servers: [{ url: '/', description: 'This instance' }],
    tags: [...tags].sort().map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? name })),
    paths,
    components: {
      schemas: {
        ErrorEnvelope: {
          type: 'object',
          description: 'Every refusal: a stable code and a translated message.',
          required: ['error'],
          additionalProperties: false,
          properties: {
            error: {
              type: 'object',
              required: ['code', 'message'],
              additionalProperties: false,
              properties: {
                code: { type: 'string', examples: ['E_VALIDATION', 'E_UNAUTHENTICATED', 'E_API_KEY_SCOPE'] },
                message: { type: 'string', description: "Translated into the request's language" },
                fields: { type: 'object', additionalProperties: { type: 'string' }, description: 'Field name -> translated message' },
                requestId: { type: 'string', description: 'On 5XX: the id of the request in the server logs' },
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
        uploadToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The upload token of a batch, handed out by the route that opened it (a transfer draft, a deposit, a delivery, a release).',
        },
      },
    },
  }
}
