/*
 * The receptions routes' lines of the platform's authorization table (authorization_table.spec.ts
 * loads this file): four callers each, on a SafeLink the administrator of organisation A created and
 * a delivery it received.
 */
import { creatorAndAdminsOfA, everyone, users, type AuthorizationLine, type World } from '@sceau/testing/authorization'
import { createLink, deliver, files } from './support/receptions.js'

const links = new WeakMap<World, Promise<{ id: string; token: string }>>()
const deliveries = new WeakMap<World, Promise<{ id: string; fileId: string; senderToken: string }>>()

function linkOfA(w: World) {
  if (!links.has(w)) links.set(w, createLink(w.admin))
  return links.get(w)!
}

async function freshDelivery(w: World) {
  const link = await linkOfA(w)
  const sent = await deliver(`link/${link.token}`, { files: files(['a.txt', 100]) })
  if (sent.completed.status !== 200) throw new Error(`set-up delivery failed: ${JSON.stringify(sent.completed.body)}`)
  return { id: sent.start.deliveryId as string, fileId: sent.completed.body.files[0].id as string, senderToken: sent.start.senderToken as string }
}

function deliveryOfA(w: World, fresh = false) {
  if (fresh) return freshDelivery(w)
  if (!deliveries.has(w)) deliveries.set(w, freshDelivery(w))
  return deliveries.get(w)!
}

export default {
  'GET /receptions/links': { call: () => ({ path: '/receptions/links' }), expect: users(200, 200, 200) },
  'POST /receptions/links': { call: () => ({ path: '/receptions/links', json: { title: '' } }), expect: users(422, 422, 422) },
  // The administrator's link: an ordinary member (not its creator) and other organisations find nothing.
  'GET /receptions/links/:id': { call: async (w) => ({ path: `/receptions/links/${(await linkOfA(w)).id}` }), expect: creatorAndAdminsOfA(200) },
  'DELETE /receptions/links/:id': { call: async (w) => ({ path: `/receptions/links/${(await createLink(w.admin)).id}` }), expect: creatorAndAdminsOfA(200) },
  // The caller's own organisation's page: administrators only (the outsider administers B).
  'GET /receptions/page': { call: () => ({ path: '/receptions/page' }), expect: users(200, 403, 200) },
  'PUT /receptions/page': { call: () => ({ path: '/receptions/page', json: { active: 'yes' } }), expect: users(422, 403, 422) },
  'GET /receptions/deliveries': { call: () => ({ path: '/receptions/deliveries' }), expect: users(200, 200, 200) },
  'GET /receptions/deliveries/:id': { call: async (w) => ({ path: `/receptions/deliveries/${(await deliveryOfA(w)).id}` }), expect: creatorAndAdminsOfA(200) },
  'DELETE /receptions/deliveries/:id': {
    call: async (w) => ({ path: `/receptions/deliveries/${(await deliveryOfA(w, true)).id}` }),
    expect: creatorAndAdminsOfA(204),
  },
  'GET /receptions/deliveries/:id/files/:fileId': {
    call: async (w) => {
      const delivery = await deliveryOfA(w)
      return { path: `/receptions/deliveries/${delivery.id}/files/${delivery.fileId}` }
    },
    expect: creatorAndAdminsOfA(200),
  },
  'GET /receptions/deliveries/:id/zip': {
    call: async (w) => ({ path: `/receptions/deliveries/${(await deliveryOfA(w)).id}/zip` }),
    expect: creatorAndAdminsOfA(200),
  },
  'GET /receptions/deliveries/:id/receipt': {
    call: async (w) => ({ path: `/receptions/deliveries/${(await deliveryOfA(w)).id}/receipt` }),
    expect: creatorAndAdminsOfA(200),
  },
  // The delivery's proof of delivery (docs/proof-of-delivery.md): whoever sees the delivery in the inbox.
  'GET /receptions/deliveries/:id/proof-of-delivery': {
    call: async (w) => ({ path: `/receptions/deliveries/${(await deliveryOfA(w)).id}/proof-of-delivery` }),
    expect: creatorAndAdminsOfA(200),
  },
  'POST /receptions/deliveries/:id/files/:fileId/protect': {
    call: async (w) => {
      const delivery = await deliveryOfA(w)
      // 320: the deposit price of its 100 bytes on A's paid plan, as confirmed (issue 25).
      return { path: `/receptions/deliveries/${delivery.id}/files/${delivery.fileId}/protect`, json: { priceCents: 320 } }
    },
    expect: creatorAndAdminsOfA(202),
  },
  // Third parties: the address (or the sender token) is the authorisation; a session changes nothing here.
  'GET /receptions/public/:kind/:ref': { call: async (w) => ({ path: `/receptions/public/link/${(await linkOfA(w)).token}` }), expect: everyone(200) },
  'POST /receptions/public/:kind/:ref/unlock': {
    call: async (w) => ({ path: `/receptions/public/link/${(await linkOfA(w)).token}/unlock`, json: {} }),
    expect: everyone(422),
  },
  'POST /receptions/public/:kind/:ref/code': {
    call: async (w) => ({ path: `/receptions/public/link/${(await linkOfA(w)).token}/code`, json: {} }),
    expect: everyone(422),
  },
  'POST /receptions/public/:kind/:ref/code/check': {
    call: async (w) => ({ path: `/receptions/public/link/${(await linkOfA(w)).token}/code/check`, json: {} }),
    expect: everyone(422),
  },
  'POST /receptions/public/:kind/:ref/deliveries': {
    call: async (w) => ({ path: `/receptions/public/link/${(await linkOfA(w)).token}/deliveries`, json: { files: [] } }),
    expect: everyone(422),
  },
  'POST /receptions/public/deliveries/:id/complete': {
    call: async (w) => ({
      path: `/receptions/public/deliveries/${(await deliveryOfA(w)).id}/complete`,
      json: { senderToken: (await deliveryOfA(w)).senderToken },
    }),
    expect: everyone(200),
  },
  'GET /receptions/public/deliveries/:id': {
    call: async (w) => {
      const delivery = await deliveryOfA(w)
      return { path: `/receptions/public/deliveries/${delivery.id}?senderToken=${delivery.senderToken}` }
    },
    expect: everyone(200),
  },
  'GET /receptions/public/deliveries/:id/receipt': {
    call: async (w) => {
      const delivery = await deliveryOfA(w)
      return { path: `/receptions/public/deliveries/${delivery.id}/receipt?senderToken=${delivery.senderToken}` }
    },
    expect: everyone(200),
  },
} satisfies Record<string, AuthorizationLine>
