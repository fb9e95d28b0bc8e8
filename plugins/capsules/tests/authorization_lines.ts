/*
 * The capsules routes' lines of the platform's authorization table (authorization_table.spec.ts
 * loads this file): four callers each (everyone on the paid plan, which grants integration.capsule
 * and integration.webProof), on a capsule the administrator of organisation A captured and completed.
 */
import { everyone, membersOfA, users, type AuthorizationLine, type World } from '@sceau/testing/authorization'
import { captureAndComplete } from './support/capsules.js'

const capsules = new WeakMap<World, Promise<string>>()

function capsuleOfA(w: World) {
  if (!capsules.has(w)) {
    capsules.set(
      w,
      captureAndComplete(w.admin.browser).then(({ complete }) => {
        if (complete.status !== 200) throw new Error(`set-up capsule failed: ${JSON.stringify(complete.body)}`)
        return complete.body.id as string
      })
    )
  }
  return capsules.get(w)!
}

export default {
  // The extension's packages are public (installed before any account); a name packages.json does not list is 404 for all.
  'GET /capsules/extension/packages': { call: () => ({ path: '/capsules/extension/packages' }), expect: everyone(200) },
  'GET /capsules/extension/packages/:name': { call: () => ({ path: '/capsules/extension/packages/missing.zip' }), expect: everyone(404) },
  'GET /capsules/status': { call: () => ({ path: '/capsules/status' }), expect: users(200, 200, 200) },
  'GET /capsules': { call: () => ({ path: '/capsules' }), expect: users(200, 200, 200) },
  'POST /capsules': { call: () => ({ path: '/capsules', json: { url: 'nope' } }), expect: users(422, 422, 422) },
  'POST /capsules/web-proofs': { call: () => ({ path: '/capsules/web-proofs', json: { url: '' } }), expect: users(422, 422, 422) },
  // Organisation A's capsule: its members read it, another organisation finds nothing.
  'GET /capsules/:id': { call: async (w) => ({ path: `/capsules/${await capsuleOfA(w)}` }), expect: membersOfA(200) },
  'POST /capsules/:id/complete': { call: async (w) => ({ path: `/capsules/${await capsuleOfA(w)}/complete` }), expect: membersOfA(200) },
  // Not failed: nothing to retry or delete (409) for its members; another organisation finds nothing.
  'POST /capsules/:id/retry': { call: async (w) => ({ path: `/capsules/${await capsuleOfA(w)}/retry`, json: { priceCents: 320 } }), expect: membersOfA(409) },
  'DELETE /capsules/:id': { call: async (w) => ({ path: `/capsules/${await capsuleOfA(w)}` }), expect: membersOfA(409) },
  'GET /capsules/:id/wacz': { call: async (w) => ({ path: `/capsules/${await capsuleOfA(w)}/wacz` }), expect: membersOfA(200) },
  'GET /capsules/:id/screenshot': { call: async (w) => ({ path: `/capsules/${await capsuleOfA(w)}/screenshot` }), expect: membersOfA(200) },
} satisfies Record<string, AuthorizationLine>
