/*
 * Bench-only preload (node --import) for delivery_log_bench.ts: in the production build it loads,
 * the delivery log's append and byte counting do nothing, so the bench compares the same build with
 * and without the log. The platform has no such switch: evidence is never turned off outside this bench.
 */
import { registerHooks } from 'node:module'

const SERVICE = '/platform/build/app/proofs/database_delivery_log_service.js'
// Appended to the module's source: its class is patched as it loads, before the app makes the service.
const OFF = `
DatabaseDeliveryLogService.prototype.append = async function append(ref, entry) {
  return { v: 2, log: ref.owner + ':' + ref.id, seq: 0, time: new Date().toISOString(), kind: entry.kind, actor: entry.actor, network: null, data: entry.data ?? {}, prevHash: '', hash: '', networkOpening: null }
}
DatabaseDeliveryLogService.prototype.delivered = async function delivered() {}
`

let patched = false
registerHooks({
  load(url, context, nextLoad) {
    const loaded = nextLoad(url, context)
    if (!url.endsWith(SERVICE)) return loaded
    patched = true
    return { ...loaded, source: `${String(loaded.source)}\n${OFF}` }
  },
})
// A build without that module would measure nothing: say so rather than print a ratio of 1.
process.once('beforeExit', () => {
  if (!patched) console.error(`delivery_log_off_hook: ${SERVICE} was never loaded`)
})
