import { PAGE_QUERY, type PluginRouter } from '@sceau/plugin-sdk/server'
import { startValidator } from './validators/release_input.js'
import { OneRelease, Releases, Started } from './answer_schemas.js'

const ReleasesController = () => import('./controllers/releases_controller.js')

/**
 * Organisation API keys (the deploy action, `sceau release`): the deposit scope records releases and
 * follows them (the action polls until sealed), the read scope reads them; sessions and access tokens too.
 */
export default function routes(router: PluginRouter) {
  const reads = { apiKeys: ['read', 'deposit'] } as const
  router.get('/git-deploy/releases', [ReleasesController, 'index'], {
    ...reads,
    doc: {
      summary: "The organisation's deposited releases, paged",
      query: { ...PAGE_QUERY, repository: { description: 'Only this repository (owner/name)', schema: { type: 'string', maxLength: 255 } } },
      responses: { 200: { description: 'A page of releases, newest first', json: Releases } },
    },
  })
  router.post('/git-deploy/releases', [ReleasesController, 'store'], {
    apiKeys: 'deposit',
    body: startValidator,
    idempotent: true,
    doc: {
      summary: 'Start a release deposit: where to upload its archive (the same release again answers the first one)',
      responses: {
        200: { description: 'This release was already started: the first answer (existing: true)', json: Started },
        201: { description: 'The release and its upload', json: Started },
      },
    },
  })
  router.get('/git-deploy/releases/:id', [ReleasesController, 'show'], {
    ...reads,
    doc: { summary: 'A release and its deposit', responses: { 200: { description: 'The release', json: OneRelease } } },
  })
  router.post('/git-deploy/releases/:id/complete', [ReleasesController, 'complete'], {
    apiKeys: 'deposit',
    idempotent: true,
    doc: {
      summary: 'Finish a release whose archive is uploaded: it is deposited',
      responses: { 200: { description: 'The release, depositing', json: OneRelease } },
    },
  })
}
