import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { StorageService } from '@sceau/plugin-sdk/server'
import { drivers } from '#config/sceau'
import { filesCheckOf, runChecks, type Check } from '#services/engines/readiness'

export type ComponentState = 'operational' | 'degraded' | 'down'

const FRESH_MS = 5000
let last: { at: number; body: Promise<unknown> } | null = null

const stateOf = (check: Check | undefined, required: boolean): ComponentState =>
  !check ? 'operational' : !check.ok ? (required ? 'down' : 'degraded') : check.degraded ? 'degraded' : 'operational'

/**
 * GET /api/v2/status: the public services status page's data, from the readiness probes: the
 * components docs/operations.md lists (anchoring only when it is on). Names and states only (no
 * hosts, no errors); computed at most every 5 s however many visitors ask.
 */
@inject()
export default class StatusController {
  constructor(private storage: StorageService) {}

  async show({ response }: HttpContext) {
    if (!last || Date.now() - last.at > FRESH_MS) last = { at: Date.now(), body: this.#compute() }
    response.header('cache-control', 'no-store')
    return response.send(await last.body)
  }

  async #compute() {
    const { required, outside } = await runChecks(await filesCheckOf(this.storage))
    // Each component stands on the probe of the engine that serves it; one served inside this process (embedded timestamps, mail previews) runs while the web does.
    const components: { name: string; state: ComponentState }[] = [
      { name: 'web', state: 'operational' },
      { name: 'database', state: stateOf(required.database, true) },
      // Redis carries the queue, limits and upload locks when set; without it jobs are rows of the database.
      { name: 'queue', state: stateOf(required.redis ?? required.database, true) },
      { name: 'files', state: stateOf(required.bucket ?? required.files, true) },
      { name: 'mail', state: stateOf(outside.smtp, false) },
      { name: 'timestamps', state: stateOf(outside.tsa, false) },
      ...(drivers.anchoring === 'off' ? [] : [{ name: 'anchoring', state: stateOf(outside.anchorRpc, false) }]),
    ]
    const worst = components.some((c) => c.state === 'down') ? 'down' : components.some((c) => c.state === 'degraded') ? 'degraded' : 'operational'
    return { status: worst, components, checkedAt: new Date().toISOString() }
  }
}
