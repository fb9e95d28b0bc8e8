/* HTTP kernel: server middleware run on every request; router middleware on matched routes. */
import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'
import app from '@adonisjs/core/services/app'

server.errorHandler(() => import('#exceptions/handler'))

// Container bindings, request logger, shutdown, security headers, API headers, web assets: in that order.
server.use([() => import('#middleware/server_pipeline_middleware')])
// Under test, every API answer is checked against the OpenAPI document (app/openapi/contract_middleware.ts).
if (app.inTest) server.use([() => import('../app/openapi/contract_middleware.js')])

router.use([
  () => import('#middleware/body_parser_middleware'),
  () => import('#middleware/utf8_body_middleware'),
  () => import('#middleware/detect_user_locale_middleware'),
  () => import('#middleware/stateful_middleware'),
  () => import('@adonisjs/auth/initialize_auth_middleware'),
])

export const middleware = router.named({
  guest: () => import('#middleware/guest_middleware'),
  auth: () => import('#middleware/auth_middleware'),
  idempotency: () => import('#middleware/idempotency_middleware'),
})
