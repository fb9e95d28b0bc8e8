import { PAGE_QUERY, type PluginRouter, type RouteDoc } from '@sceau/plugin-sdk/server'
import { retryValidator, startValidator, webProofValidator } from './validators/capsule_input.js'
import { Capsules, Formats, Packages, Started, Status, View } from './answer_schemas.js'

const FormatsController = () => import('./controllers/formats_controller.js')
const CapsulesController = () => import('./controllers/capsules_controller.js')
const ExtensionPackagesController = () => import('./controllers/extension_packages_controller.js')

const doc = (summary: string, more: Omit<RouteDoc, 'summary'> = {}): { doc: RouteDoc } => ({ doc: { summary, ...more } })
const file = (description: string, type: string) => ({
  responses: { 200: { description, file: type }, 206: { description: 'The range asked for', file: type } },
})

/** Session or personal access token (Authorization: Bearer): the extension uses a token paired from /app/integrations. */
export default function routes(router: PluginRouter) {
  router.get('/capsules/formats', [FormatsController, 'show'], {
    access: 'public',
    ...doc('The capture formats and the headers every capture redacts', { responses: { 200: { description: 'The formats', json: Formats } } }),
  })
  router.get('/capsules/extension/packages', [ExtensionPackagesController, 'index'], {
    access: 'public',
    stateless: true,
    ...doc("The browser extension's packages this instance serves", { responses: { 200: { description: 'The packages', json: Packages } } }),
  })
  router.get('/capsules/extension/packages/:name', [ExtensionPackagesController, 'show'], {
    access: 'public',
    stateless: true,
    ...doc('Download a browser extension package', {
      responses: { 200: { description: 'The package (Chrome ZIP or Firefox XPI)', file: 'application/zip | application/x-xpinstall' } },
    }),
  })
  router.get(
    '/capsules/status',
    [CapsulesController, 'status'],
    doc("Whether this instance can capture pages on the server, and a capture's deposit price for the caller", {
      query: {
        bytes: {
          description: "The capture's size (the WACZ's, in bytes): the price of that size; absent, a web proof's (size not known before the capture)",
          schema: { type: 'integer', minimum: 0 },
        },
      },
      responses: { 200: { description: 'The capability and the price', json: Status } },
      errors: { 422: 'A size that is not a whole number of bytes, or above the largest capture accepted' },
    })
  )
  router.get('/capsules', [CapsulesController, 'index'], {
    ...doc("The caller's captures, paged", {
      query: {
        ...PAGE_QUERY,
        kind: { description: 'Only captures made by the extension or by the server', schema: { type: 'string', enum: ['extension', 'server'] } },
      },
      responses: { 200: { description: 'A page of captures, newest first', json: Capsules } },
    }),
  })
  router.post('/capsules', [CapsulesController, 'store'], {
    idempotent: true,
    body: startValidator,
    ...doc('Start a capture made in the browser: where to upload its files', {
      responses: { 201: { description: 'The capture and its upload', json: Started } },
      errors: {
        409: 'The price confirmed is not the deposit price of this capture (E_PRICE_CHANGED; GET /capsules/status?bytes= quotes it): nothing is made or charged',
      },
    }),
  })
  router.post('/capsules/web-proofs', [CapsulesController, 'webProof'], {
    idempotent: true,
    body: webProofValidator,
    ...doc('Capture a page on the server, deposited at the price confirmed', {
      responses: { 201: { description: 'The capture, queued', json: View } },
      errors: { 409: "The price confirmed is not today's (E_PRICE_CHANGED): nothing is captured or charged" },
    }),
  })
  router.get('/capsules/:id', [CapsulesController, 'show'], doc('A capture', { responses: { 200: { description: 'The capture', json: View } } }))
  router.post('/capsules/:id/complete', [CapsulesController, 'complete'], {
    idempotent: true,
    ...doc('Finish a capture whose files are uploaded: it is checked and deposited', {
      responses: { 200: { description: 'The capture, checking', json: View } },
    }),
  })
  router.post('/capsules/:id/retry', [CapsulesController, 'retry'], {
    idempotent: true,
    body: retryValidator,
    ...doc('Try a failed server capture again', {
      responses: { 200: { description: 'The capture, capturing again', json: View } },
      errors: { 409: 'Not failed, already deposited, or made in the browser (E_NOT_RETRYABLE, E_CAPTURE_AGAIN), or a stale price (E_PRICE_CHANGED)' },
    }),
  })
  router.delete(
    '/capsules/:id',
    [CapsulesController, 'destroy'],
    doc('Delete a failed capture', {
      responses: { 204: { description: 'Deleted' } },
      errors: { 409: 'Only a failed capture without deposit is deleted (E_NOT_DELETABLE)' },
    })
  )
  router.get('/capsules/:id/wacz', [CapsulesController, 'wacz'], doc("A capture's web archive (WACZ)", file('The archive', 'application/wacz')))
  router.get('/capsules/:id/screenshot', [CapsulesController, 'screenshot'], doc("A capture's screenshot", file('The screenshot', 'image/png')))
}
