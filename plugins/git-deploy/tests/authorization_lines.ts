/*
 * The git-deploy routes' lines of the platform's authorization table (authorization_table.spec.ts
 * loads this file): four callers each (everyone on the paid plan, which grants integration.gitCloning),
 * on a release the administrator of organisation A started (its archive not uploaded).
 */
import { membersOfA, users, type AuthorizationLine, type World } from '@sceau/testing/authorization'

const releases = new WeakMap<World, Promise<string>>()

function releaseOfA(w: World) {
  if (!releases.has(w)) {
    releases.set(
      w,
      w.admin.browser
        .post('/git-deploy/releases', {
          repository: 'acme/widget',
          tag: 'v1.0.0',
          commit: '0123456789abcdef0123456789abcdef01234567',
          archive: { name: 'widget-v1.0.0.tar.gz', size: 10, sha256: 'a'.repeat(64) },
          coAuthors: [],
        })
        .then((answer) => {
          if (answer.status !== 201) throw new Error(`set-up release failed: ${JSON.stringify(answer.body)}`)
          return answer.body.release.id as string
        })
    )
  }
  return releases.get(w)!
}

export default {
  'GET /git-deploy/releases': { call: () => ({ path: '/git-deploy/releases' }), expect: users(200, 200, 200) },
  'POST /git-deploy/releases': { call: () => ({ path: '/git-deploy/releases', json: { repository: '' } }), expect: users(422, 422, 422) },
  // Organisation A's release: its members read it, another organisation finds nothing.
  'GET /git-deploy/releases/:id': { call: async (w) => ({ path: `/git-deploy/releases/${await releaseOfA(w)}` }), expect: membersOfA(200) },
  // The archive was never uploaded: completing it is refused (nothing changes).
  'POST /git-deploy/releases/:id/complete': { call: async (w) => ({ path: `/git-deploy/releases/${await releaseOfA(w)}/complete` }), expect: membersOfA(409) },
} satisfies Record<string, AuthorizationLine>
