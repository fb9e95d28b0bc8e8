import app from '@adonisjs/core/services/app'
import type { PluginContext } from '@sceau/plugin-sdk/server'
import type {} from '@sceau/plugin-consignment/events'

/**
 * The consignment plugin's answers about a capsule's deposit: which deposit it is (before its files
 * are sealed), then that it is sealed.
 */
export function listen(context: PluginContext) {
  if (!context.platform.isLoaded('consignment')) return
  const capsules = async () => {
    const { CapsuleService } = await import('./services/capsule_service.js')
    return app.container.make(CapsuleService)
  }
  context.events.on('consignment:deposit-made', async (payload) => {
    if (payload.source !== 'capsule') return
    await (await capsules()).onDepositMade(payload.sourceRef, payload.depositId, payload.number, payload.error)
  })
  context.events.on('consignment:sealed', async ({ id, number }) => {
    await (await capsules()).onSealed(id, number)
  })
}
