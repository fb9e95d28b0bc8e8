/*
 * Core services a plugin receives. They are abstract classes (not interfaces) so that the
 * AdonisJS container can inject them into controllers and jobs: `@inject() constructor(storage: StorageService)`.
 * The platform binds one implementation of each, chosen by its driver configuration.
 */
import type { Readable } from 'node:stream'
import type { Locale } from '../shared/index.js'

export type LogMeta = Record<string, unknown>

export abstract class LoggerService {
  abstract debug(message: string, meta?: LogMeta): void
  abstract info(message: string, meta?: LogMeta): void
  abstract warn(message: string, meta?: LogMeta): void
  abstract error(message: string, meta?: LogMeta): void
  /** A logger whose lines carry the given bindings (plugin id, job id...). */
  abstract child(bindings: LogMeta): LoggerService
}

export interface StoredObject {
  key: string
  size: number
  contentType?: string
}

/** Bytes at rest: local disk by default, S3-compatible storage when configured. */
export abstract class StorageService {
  abstract readonly driver: 'fs' | 's3'
  abstract put(key: string, contents: Uint8Array | string | Readable, options?: { contentType?: string }): Promise<void>
  /** Streams an object, or the inclusive byte range [start, end] of it. */
  abstract getStream(key: string, range?: { start: number; end: number }): Promise<Readable>
  abstract getBytes(key: string): Promise<Uint8Array>
  abstract exists(key: string): Promise<boolean>
  abstract stat(key: string): Promise<StoredObject>
  abstract delete(key: string): Promise<void>
  /** Deletes every object whose key starts with the prefix. */
  abstract deleteAll(prefix: string): Promise<void>
}

export interface JobContext {
  /** 1 on the first run, incremented on each retry. */
  attempt: number
  jobId: string
  logger: LoggerService
}

/**
 * A unit of background work. The same class runs in the in-process runner and in BullMQ workers.
 * Subclasses set a static `jobName` (prefixed with the plugin id) and may set retries and backoff.
 */
export abstract class Job<Payload = unknown> {
  static jobName: string
  /** Retries after the first failure. */
  static retries = 3
  /** Base delay of the exponential backoff between attempts. */
  static backoffMs = 1000
  abstract handle(payload: Payload, context: JobContext): Promise<void>
}

export interface JobClass<Payload = unknown> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the container injects the constructor's arguments, whatever they are
  new (...args: any[]): Job<Payload>
  jobName: string
  retries: number
  backoffMs: number
}

/** A period: milliseconds or "30 seconds", "5 minutes", "1 hour", "1 day". */
export type JobSchedule = { every: number | string }

export interface JobRegistration {
  job: JobClass
  /** Runs the job on a schedule (payload `{}`), once per period across every process. */
  schedule?: JobSchedule
}

/**
 * A database transaction of the caller (Lucid's `db.transaction()` client): the job or mail is
 * recorded in it, so it exists if and only if what caused it was committed (docs/operations.md "Outbox").
 */
export type OutboxTransaction = object

export interface DispatchOptions {
  delayMs?: number
  /** At most one pending job per key: a second dispatch with the same key is ignored. */
  jobKey?: string
  /** Records the job in this transaction; it is handed to workers only once the transaction commits. */
  transaction?: OutboxTransaction
}

/**
 * Background jobs: a database-backed in-process runner by default, BullMQ on Redis when configured.
 * Either way `dispatch` writes the job to the database (the outbox) and never waits on Redis: a relay
 * hands it to BullMQ, again after an outage or a Redis that restarted empty, under one id per row.
 */
export abstract class QueueService {
  abstract readonly driver: 'inline' | 'bullmq'
  abstract dispatch<P>(job: JobClass<P>, payload: P, options?: DispatchOptions): Promise<string>
}

export interface MailAttachment {
  filename: string
  content: Uint8Array | string
  contentType?: string
}

export interface MailMessage {
  to: string | string[]
  subject: string
  html: string
  text: string
  replyTo?: string
  from?: { address: string; name?: string }
  attachments?: MailAttachment[]
  headers?: Record<string, string>
  /**
   * The delivery log this mail belongs to (docs/proof-of-delivery.md): once the mail server accepted
   * it, a "mail_handed" entry with the recipient and the Message-ID is appended to that log.
   */
  deliveryLog?: { owner: string; id: string }
}

/** What the transport said when it took a message. */
export interface MailReceipt {
  messageId: string | null
}

export interface SendLaterOptions {
  /** Records the mail in the caller's transaction (see DispatchOptions.transaction). */
  transaction?: OutboxTransaction
  /**
   * What the mail is about ("transfer:12"), handed back in the `platform:mail-failed` event when the
   * SMTP server refuses the recipient or the last attempt fails, so the plugin can tell the sender.
   */
  reference?: string
}

/** Outgoing mail: .eml previews under storage by default, SMTP when configured. */
export abstract class MailService {
  abstract readonly driver: 'preview' | 'smtp'
  /** Sends now and resolves when the transport accepted the message. */
  abstract send(message: MailMessage): Promise<MailReceipt>
  /**
   * Sends from a background job, with retries, once (a mail accepted by the server is not sent
   * again by a retry); resolves once the mail is recorded in the database.
   */
  abstract sendLater(message: MailMessage, options?: SendLaterOptions): Promise<void>
}

/** Why a queued mail was given up: the server refused the recipient, or every attempt failed. */
export type MailFailureReason = 'refused' | 'error'

/**
 * Typed platform events: the registry every emitter and listener is checked against. Each plugin
 * declares the payloads of its own events by augmenting this interface in its `shared/events.ts`
 * (published as `@sceau/plugin-<id>/events`, types only); another plugin that listens to them
 * imports that entry with `import type`, never the emitter's code.
 */
export interface PlatformEvents {
  'platform:booted': { plugins: string[] }
  /** A mail sent with sendLater({ reference }) was given up (emitted in the process that tried it). */
  'platform:mail-failed': { reference: string; to: string[]; reason: MailFailureReason }
}

export type EventName = keyof PlatformEvents & string

export abstract class EventBus {
  abstract emit<K extends EventName>(name: K, payload: PlatformEvents[K]): Promise<void>
  /** Subscribes a listener; returns a function that unsubscribes it. */
  abstract on<K extends EventName>(name: K, listener: (payload: PlatformEvents[K]) => void | Promise<void>): () => void
}

export interface AuditEntry {
  action: string
  actorId?: string | number | null
  organisationId?: string | number | null
  subjectType?: string
  subjectId?: string | number
  meta?: Record<string, unknown>
  ip?: string | null
}

/** An append-only trail of who did what. */
export abstract class AuditService {
  abstract record(entry: AuditEntry): Promise<void>
}

/** Translations from the platform and plugin catalogues (ICU messages). */
export abstract class TranslationService {
  abstract translate(locale: Locale | string, key: string, data?: Record<string, unknown>): string
}

/** Fixed-window rate limits: database store by default, Redis when configured. */
export abstract class RateLimitService {
  abstract readonly driver: 'database' | 'redis'
  /**
   * Consumes one point for the key; resolves with the remaining points, or with
   * `retryAfterSeconds` when the limit is reached (nothing is consumed then).
   */
  abstract attempt(
    key: string,
    limit: { requests: number; windowSeconds: number; blockSeconds?: number }
  ): Promise<{ allowed: boolean; remaining: number; retryAfterSeconds: number }>
  abstract clear(key: string): Promise<void>
}

/**
 * Facts about this platform process, the same for every plugin: injectable (`@inject()`) by any
 * controller, job or service, so no plugin keeps its registration context in module state.
 */
export abstract class PlatformInfo {
  /** The absolute public URL of the app, without a trailing slash. */
  abstract readonly appUrl: string
  /** Ids of every plugin loaded in this process, for optional cooperation between plugins. */
  abstract readonly loadedPlugins: readonly string[]
  /** Whether a plugin runs in this process ("protect" appears in transfer only when consignment does). */
  isLoaded(id: string) {
    return this.loadedPlugins.includes(id)
  }
}
