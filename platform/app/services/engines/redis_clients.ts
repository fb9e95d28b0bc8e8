import type { Redis } from 'ioredis'
import type { LoggerService } from '@sceau/plugin-sdk/server'

/**
 * The Redis connections this process really uses (upload locks, the queue's, the rate limits'),
 * by what they serve: readiness checks each of them, so a connection that stopped reconnecting
 * makes the node unready instead of hiding behind a healthy probe of its own.
 */
const clients = new Map<string, Redis>()

/** Tracks a connection; its losses and returns are logged once each, not at every reconnection attempt. */
export function trackRedisClient(name: string, client: Redis, logger?: LoggerService) {
  clients.set(name, client)
  let lost = false
  client.on('error', (error: Error) => {
    if (lost) return
    lost = true
    logger?.warn(`redis: the ${name} connection is lost, reconnecting`, { error: error.message })
  })
  client.on('ready', () => {
    if (!lost) return
    lost = false
    logger?.info(`redis: the ${name} connection is back`)
  })
}

export function untrackRedisClient(name: string) {
  clients.delete(name)
}

export function trackedRedisClients() {
  return [...clients.entries()]
}

/** A connection answers: connected, then PING. A disconnected one fails at once (no command queued). */
export async function pingClient(name: string, client: Redis) {
  if (client.status === 'wait') await client.connect()
  if (client.status !== 'ready') throw new Error(`${name}: not connected (${client.status})`)
  await client.ping()
}
