import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { StorageService } from '@sceau/plugin-sdk/server'
import { bucketCheckOf, runChecks, type Check } from '#services/readiness'

export type ComponentState = 'operational' | 'degraded' | 'down'

/** Public names of the probes: which part of the service each one stands for. */
const COMPONENTS: Record<string, { component: string; required: boolean }> = {
  database: { component: 'database', required: true },
  redis: { component: 'queue', required: true },
  bucket: { component: 'files', required: true },
  smtp: { component: 'mail', required: false },
  tsa: { component: 'timestamps', required: false },
  anchorRpc: { component: 'anchoring', required: false },
}

const FRESH_MS = 5000
let last: { at: number; body: Promise<unknown> } | null = null

/**
 * GET /api/v2/status: the public services status page's data, from the readiness probes. Names and
 * states only (no hosts, no errors); computed at most every 5 s however many visitors ask.
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
    const { required, outside } = await runChecks(await bucketCheckOf(this.storage))
    const state = (name: string, check: Check): ComponentState => (check.ok ? 'operational' : COMPONENTS[name].required ? 'down' : 'degraded')
    const components = [
      { name: 'web', state: 'operational' as ComponentState },
      ...Object.entries({ ...required, ...outside }).map(([name, check]) => ({ name: COMPONENTS[name].component, state: state(name, check) })),
    ]
    const worst = components.some((c) => c.state === 'down') ? 'down' : components.some((c) => c.state === 'degraded') ? 'degraded' : 'operational'
    return { status: worst, components, checkedAt: new Date().toISOString() }
  }
}
