/*
 * API routes: the platform's own, then each plugin's, all under /api/v2 through one registry so a
 * collision fails the boot. Everything else is the single-page app (app/controllers/spa_controller.ts).
 */
import app from '@adonisjs/core/services/app'
import router from '@adonisjs/core/services/router'
import type { RouteOptions } from '@sceau/plugin-sdk/server'
import { API_REFERENCE_PATH } from '@sceau/shared'
import { middleware } from '#start/kernel'
import { PluginRegistry } from '#plugins/plugin_registry'
import { createApiRouter } from '#plugins/plugin_router'
import { accountRoutes } from '../app/routes/account_routes.js'
import { billingRoutes } from '../app/routes/billing_routes.js'
import * as Answers from '../app/openapi/answers/platform.js'

const HealthController = () => import('#controllers/health_controller')
const ClientErrorsController = () => import('#controllers/client_errors_controller')
const UploadsController = () => import('#uploads/uploads_controller')

const registry = await app.container.make(PluginRegistry)
const access = {
  user: ({ gate, apiKeys }: RouteOptions) => middleware.auth({ gate, apiKeys }),
  guest: () => middleware.guest(),
  idempotency: () => middleware.idempotency(),
}

const api = createApiRouter(router, registry.routes, 'platform', access)
api.get('/health', [HealthController, 'show'], {
  access: 'public',
  stateless: true,
  doc: {
    summary: 'Health of this node and of the engines it uses',
    responses: {
      200: { description: 'Up or degraded', json: Answers.Health },
      503: { description: 'Down: an engine it needs is unreachable', json: Answers.Health },
    },
  },
})
api.get('/health/live', [HealthController, 'live'], {
  access: 'public',
  stateless: true,
  doc: { summary: 'Liveness: the process answers', responses: { 200: { description: 'It answers', json: Answers.Live } } },
})
api.get('/status', [() => import('#controllers/status_controller'), 'show'], {
  access: 'public',
  stateless: true,
  doc: { summary: "The service's public status (incidents, components)", responses: { 200: { description: 'The status', json: Answers.Status } } },
})
api.get('/instance', [() => import('#controllers/instance_controller'), 'show'], {
  access: 'public',
  stateless: true,
  doc: {
    summary: "This instance: whether its timestamps are qualified, the legal notice's identities",
    responses: { 200: { description: 'The instance', json: Answers.Instance } },
  },
})
api.post('/client-errors', [ClientErrorsController, 'store'], {
  access: 'public',
  doc: { summary: 'Report an error seen by the web app', responses: { 202: { description: 'Recorded', json: Answers.Received } } },
})
// The OpenAPI 3.1 document of every /api/v2 route, built from this router (docs/api-reference.md).
api.get('/openapi.json', [() => import('../app/openapi/openapi_controller.js'), 'show'], {
  access: 'public',
  stateless: true,
  doc: {
    summary: 'This OpenAPI 3.1 document',
    responses: {
      200: {
        description: 'The document',
        json: {
          type: 'object',
          required: ['openapi', 'info', 'paths'],
          properties: { openapi: { type: 'string', const: '3.1.0' }, info: { type: 'object' }, paths: { type: 'object' } },
          additionalProperties: true,
        },
      },
    },
  },
})
accountRoutes(api)
billingRoutes(api)
// tus uploads, authorised by a batch's upload token (Authorization: Bearer): no session, no CSRF.
const upload = { access: 'public', stateless: true } as const
const tus = {
  'Tus-Resumable': { description: 'The tus protocol version', required: true, schema: { type: 'string', const: '1.0.0' } },
} as const
const tusRefusals = {
  400: 'A header the protocol needs is missing or wrong (E_BAD_REQUEST, E_UPLOAD_LENGTH)',
  410: 'The batch is closed or expired, or the upload is gone',
  412: 'Tus-Resumable is missing or another version',
}
const offset = { 'Upload-Offset': { description: 'Bytes received so far', schema: { type: 'integer', minimum: 0 } } }
api
  .post('/uploads', [UploadsController, 'handle'], {
    ...upload,
    doc: {
      summary: 'Create an upload (tus creation, creation-with-upload)',
      description:
        'tus 1.0 creation of one file of the batch the upload token opened. Upload-Metadata carries base64 values: filename, filetype, relativePath, sha256.',
      security: 'uploadToken',
      headers: {
        ...tus,
        'Upload-Length': { description: "The file's size in bytes", schema: { type: 'integer', minimum: 0 } },
        'Upload-Defer-Length': { description: 'Not offered: the size is required', schema: { type: 'string', const: '1' } },
        'Upload-Metadata': { description: 'Comma-separated "key base64value" pairs: filename, filetype, relativePath, sha256', schema: { type: 'string' } },
      },
      requestBody: {
        mediaType: 'application/offset+octet-stream',
        schema: { type: 'string', contentMediaType: 'application/octet-stream' },
        required: false,
        description: 'The first bytes (creation-with-upload)',
      },
      responses: { 201: { description: 'Created', headers: { Location: { description: 'The upload URL', schema: { type: 'string' } }, ...offset } } },
      errors: { ...tusRefusals, 413: 'Larger than the batch allows (E_TOO_LARGE)' },
    },
  })
  .as('uploads.create')
api
  .get('/uploads', [UploadsController, 'status'], {
    ...upload,
    doc: {
      summary: "The batch's files and the state of each (received, being analysed, ready)",
      security: 'uploadToken',
      responses: { 200: { description: 'The batch', json: Answers.UploadBatch } },
      errors: { 410: 'The batch was deleted in the last 30 days (E_BATCH_CLOSED)' },
    },
  })
  .as('uploads.status')
api
  .get('/uploads/:id', [UploadsController, 'handle'], {
    ...upload,
    doc: {
      summary: "An upload's offset (tus HEAD)",
      head: true,
      description: 'Send HEAD (tus): the answer carries Upload-Offset and Upload-Length and no body. GET answers 404: downloads go through the plugins.',
      security: 'uploadToken',
      headers: tus,
      responses: {
        200: {
          description: 'HEAD: the offset, no body',
          empty: true,
          headers: { ...offset, 'Upload-Length': { description: "The file's size", schema: { type: 'integer' } } },
        },
      },
      errors: tusRefusals,
    },
  })
  .as('uploads.head')
api
  .patch('/uploads/:id', [UploadsController, 'handle'], {
    ...upload,
    doc: {
      summary: 'Send bytes at an offset (tus PATCH)',
      security: 'uploadToken',
      headers: {
        ...tus,
        'Upload-Offset': { description: 'Where these bytes start (the current offset)', required: true, schema: { type: 'integer', minimum: 0 } },
        'Sceau-File-Sha256': {
          description: "The client's SHA-256 of the whole file (hex), on the last PATCH: a mismatch is refused",
          schema: { type: 'string', pattern: '^[0-9a-f]{64}$' },
        },
      },
      requestBody: {
        mediaType: 'application/offset+octet-stream',
        schema: { type: 'string', contentMediaType: 'application/octet-stream' },
        description: 'At most 50 MiB a request',
      },
      responses: { 204: { description: 'Written', headers: offset } },
      errors: {
        ...tusRefusals,
        409: 'The offset is not the current one (E_UPLOAD_OFFSET)',
        413: 'The chunk or the file is too large',
        415: 'The body is not application/offset+octet-stream',
        423: 'Another request is writing this upload',
      },
    },
  })
  .as('uploads.patch')
api
  .delete('/uploads/:id', [UploadsController, 'handle'], {
    ...upload,
    doc: {
      summary: 'Abandon an upload (tus termination)',
      security: 'uploadToken',
      headers: tus,
      responses: { 204: { description: 'Deleted' } },
      errors: tusRefusals,
    },
  })
  .as('uploads.delete')
// tus discovery (no token needed): the protocol's version, extensions and largest upload.
const discovery = {
  ...upload,
  doc: {
    summary: 'tus discovery: versions, extensions, largest upload',
    responses: {
      204: {
        description: 'The protocol this endpoint speaks',
        headers: {
          'Tus-Version': { description: 'Versions spoken', schema: { type: 'string' } },
          'Tus-Extension': { description: 'Extensions offered', schema: { type: 'string' } },
          'Tus-Max-Size': { description: 'Largest upload, in bytes', schema: { type: 'integer' } },
        },
      },
    },
  },
}
api.options('/uploads', [UploadsController, 'discovery'], discovery).as('uploads.discovery')
api.options('/uploads/:id', [UploadsController, 'discovery'], discovery).as('uploads.discoveryOfUpload')

for (const plugin of registry.plugins) {
  await plugin.definition.routes?.(createApiRouter(router, registry.routes, plugin.id, access))
}

// The rendered reference of the OpenAPI document: a page and its scripts, no session.
const Reference = () => import('../app/openapi/reference_controller.js')
router.get(API_REFERENCE_PATH, [Reference, 'page']).as('api.docs')
router.get(`${API_REFERENCE_PATH}/:file`, [Reference, 'asset']).as('api.docs.asset')
registry.routes.markStateless('GET', API_REFERENCE_PATH)
registry.routes.markStateless('GET', `${API_REFERENCE_PATH}/:file`)

// Last: every other GET is the web app (it shows its own 404 page for unknown paths).
router.get('/*', [() => import('#controllers/spa_controller'), 'show']).as('spa')
