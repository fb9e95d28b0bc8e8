/*
 * API routes: the platform's own, then each plugin's, all under /api/v2 through one registry so a
 * collision fails the boot. Everything else is the single-page app (app/controllers/spa_controller.ts).
 */
import app from '@adonisjs/core/services/app'
import router from '@adonisjs/core/services/router'
import type { RouteOptions } from '@sceau/plugin-sdk/server'
import { middleware } from '#start/kernel'
import { PluginRegistry } from '#plugins/plugin_registry'
import { createApiRouter } from '#plugins/plugin_router'
import { accountRoutes } from '../app/routes/account_routes.js'
import { billingRoutes } from '../app/routes/billing_routes.js'

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
api.get('/health', [HealthController, 'show'], { access: 'public', stateless: true })
api.get('/health/live', [HealthController, 'live'], { access: 'public', stateless: true })
api.get('/status', [() => import('#controllers/status_controller'), 'show'], { access: 'public', stateless: true })
api.get('/instance', [() => import('#controllers/instance_controller'), 'show'], { access: 'public', stateless: true })
api.post('/client-errors', [ClientErrorsController, 'store'], { access: 'public' })
// The OpenAPI 3.1 document of every /api/v2 route, built from this router (docs/api-reference.md).
api.get('/openapi.json', [() => import('../app/openapi/openapi_controller.js'), 'show'], { access: 'public', stateless: true })
accountRoutes(api)
billingRoutes(api)
// tus uploads, authorised by a batch's upload token (Authorization: Bearer): no session, no CSRF.
const upload = { access: 'public', stateless: true } as const
api.post('/uploads', [UploadsController, 'handle'], upload).as('uploads.create')
api.get('/uploads', [UploadsController, 'status'], upload).as('uploads.status')
api.get('/uploads/:id', [UploadsController, 'handle'], upload).as('uploads.head')
api.patch('/uploads/:id', [UploadsController, 'handle'], upload).as('uploads.patch')
api.delete('/uploads/:id', [UploadsController, 'handle'], upload).as('uploads.delete')
api.options('/uploads', [UploadsController, 'discovery'], upload).as('uploads.discovery')
api.options('/uploads/:id', [UploadsController, 'discovery'], upload).as('uploads.discoveryOfUpload')

for (const plugin of registry.plugins) {
  await plugin.definition.routes?.(createApiRouter(router, registry.routes, plugin.id, access))
}

// Last: every other GET is the web app (it shows its own 404 page for unknown paths).
router.get('/*', [() => import('#controllers/spa_controller'), 'show']).as('spa')
