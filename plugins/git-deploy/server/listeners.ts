import app from '@adonisjs/core/services/app'
import type { PluginContext } from '@sceau/plugin-sdk/server'
import type {} from '@sceau/plugin-consignment/events'

/** The consignment plugin's answers about a release's deposit: which deposit it is, then that it is sealed. */
export function listen(context: PluginContext) {
  if (!context.platform.isLoaded('consignment')) return
  const releases = async () => {
    const { ReleaseService } = await import('./services/release_service.js')
    return app.container.make(ReleaseService)
  }
  context.events.on('consignment:deposit-made', async (payload) => {
    if (payload.source !== 'release') return
    await (await releases()).onDepositMade(payload.sourceRef, payload.depositId, payload.number, payload.error, payload.certificateUrl ?? null)
  })
  context.events.on('consignment:sealed', async ({ id, number }) => {
    await (await releases()).onSealed(id, number)
  })
}
