/*
 * How every Redis client of the platform behaves when Redis goes away: it reconnects forever, at
 * most a second apart, so service resumes within about a second of Redis answering again; and a
 * request's command fails within about a second instead of waiting for Redis (the request then
 * answers 503). See docs/operations.md "Bad days".
 */
import type { RedisOptions } from 'ioredis'

/** Longest wait between two reconnection attempts. */
export const RECONNECT_CAP_MS = 1000

/** Delay before reconnection attempt n: 50 ms doubling, capped; never null, so ioredis never gives up. */
export function reconnectForever(attempt: number) {
  return Math.min(50 * 2 ** Math.min(attempt, 10), RECONNECT_CAP_MS)
}

/**
 * Options of a connection that requests use (rate limits, upload locks, replay guard): a command
 * waits for at most one reconnection attempt while Redis is down, and 2 s on a connection that hangs.
 */
export const requestRedisOptions: RedisOptions = {
  retryStrategy: reconnectForever,
  maxRetriesPerRequest: 0,
  commandTimeout: 2000,
  connectTimeout: 2000,
}

/**
 * Options of BullMQ's connections: blocking commands must outlive an outage (BullMQ requires
 * maxRetriesPerRequest null), and BullMQ's own backoff (up to 20 s) would delay the recovery.
 */
export const queueRedisOptions: RedisOptions = {
  retryStrategy: reconnectForever,
  maxRetriesPerRequest: null,
  connectTimeout: 2000,
}

/** host, port, credentials and database of a redis:// URL, as ioredis options. */
export function redisUrlOptions(value: string): RedisOptions {
  const url = new URL(value)
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
  }
}
