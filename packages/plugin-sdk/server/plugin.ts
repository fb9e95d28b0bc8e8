/*
 * Server half of the plugin contract: what a plugin declares and what the host hands it.
 */
import type { HttpContext, Route, Router } from '@adonisjs/core/http'
import type {
  AuditService,
  EventBus,
  JobRegistration,
  LoggerService,
  MailService,
  PlatformInfo,
  QueueService,
  RateLimitService,
  StorageService,
  TranslationService,
} from './services.js'
import { PLUGIN_ID_PATTERN, PluginManifestError } from '../shared/index.js'
import type { ApiKeyScope } from '@sceau/shared'

export type RouteHandler = Parameters<Router['get']>[1]
export type RouteMiddleware = Parameters<Route['use']>[0]

/** Who may call a route. The host turns it into middleware; "user" is the default. */
export type RouteAccess = 'public' | 'guest' | 'user'

export interface RouteOptions {
  access?: RouteAccess
  /**
   * No session, no CSRF token: for public reads hit often or by machines (health, public pages'
   * data, downloads). Only allowed with access "public".
   */
  stateless?: boolean
  /**
   * The access gate of docs/product.md §4 on "user" routes: "full" (default) refuses unconfirmed mails
   * (E_MAIL_NOT_CONFIRMED) and cac users without premium (E_SUBSCRIPTION_REQUIRED); "confirmed"
   * only the first (what a cac user needs to subscribe); "none" lets any logged-in user through
   * (who am I, log out, resend the mail); "notCac" is "full" and also refuses every cac user
   * (E_CAC_SUBSCRIPTIONS: the regular /app/subscriptions features).
   */
  gate?: 'full' | 'confirmed' | 'none' | 'notCac'
  /**
   * "user" routes also accept requests signed with an organisation API key (Actor kind "apiKey"):
   * a scope (`apiKeys: 'deposit'`) or several (`['read', 'deposit']`, any one of them suffices);
   * a key without it gets 403 E_API_KEY_SCOPE. `true` accepts any key (integration routes that
   * check the key's integration flags themselves). Without it, signed requests get 401
   * E_API_KEY_NOT_ACCEPTED: account and organisation administration never take keys.
   */
  apiKeys?: boolean | ApiKeyScope | readonly ApiKeyScope[]
  /**
   * The VineJS validator of the route's JSON body (`vine.create(...)`), shown as the request
   * schema in GET /api/v2/openapi.json; without it the body is documented as a generic object.
   */
  body?: { toJSONSchema(): unknown }
  /**
   * A POST that creates something or moves money: the host honours the `Idempotency-Key` header
   * (docs/api-reference.md). A retry with the same key and request gets the first successful
   * answer again (header `Idempotent-Replayed: true`) and the handler does not run twice; the same
   * key with another request is refused (422 E_IDEMPOTENCY_KEY_REUSED); while the first runs, 409
   * E_IDEMPOTENCY_IN_FLIGHT. Answers are kept 24 hours, per caller. Only on POST routes.
   */
  idempotent?: boolean
  /** What GET /api/v2/openapi.json and /api/docs say of the route (English). */
  doc?: RouteDoc
}

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1). */
export type JsonSchema = { [keyword: string]: unknown }

/** A query parameter or request header the route reads. */
export interface ParameterDoc {
  description: string
  schema: JsonSchema
  required?: boolean
}

/** One answer of the route: JSON (its schema; objects list every property) or a file (its media type). */
export interface ResponseDoc {
  description: string
  json?: JsonSchema
  /** The media type of a file answer (application/pdf, application/zip...); several with " | ". */
  file?: string
  /** No body at all (a HEAD answer: its headers say everything). */
  empty?: boolean
  headers?: Record<string, ParameterDoc>
}

/**
 * A route's documentation: a one-line summary, the query and header parameters it reads, a body
 * that is not the JSON of its `body` validator, its answers by status, and refusals beyond the
 * ones its options imply (401 when it needs a caller, 404 with path parameters, 422 with a body...).
 */
export interface RouteDoc {
  summary: string
  description?: string
  query?: Record<string, ParameterDoc>
  headers?: Record<string, ParameterDoc>
  /** The JSON body's schema when no VineJS validator describes it (`body`), or another media type's. */
  requestBody?: { mediaType?: string; schema: JsonSchema; required?: boolean; description?: string }
  /** Answers by status; without it, 200 with JSON. */
  responses?: Record<number, ResponseDoc>
  /** Other refusals (status -> when), each answered with the error envelope. */
  errors?: Record<number, string>
  /** A credential other than a session, a token or an API key: the tus upload token. */
  security?: 'uploadToken'
  /** A GET route that answers HEAD for real (tus): documented as HEAD too. */
  head?: boolean
}

/**
 * The router a plugin registers its API routes on. Paths are relative to /api/v2; a route whose
 * method and path another plugin (or the platform) already registered fails the boot.
 */
export interface PluginRouter {
  get(path: string, handler: RouteHandler, options?: RouteOptions): Route
  post(path: string, handler: RouteHandler, options?: RouteOptions): Route
  put(path: string, handler: RouteHandler, options?: RouteOptions): Route
  patch(path: string, handler: RouteHandler, options?: RouteOptions): Route
  delete(path: string, handler: RouteHandler, options?: RouteOptions): Route
}

export interface PermissionDeclaration {
  /** Dotted name prefixed with the plugin id, e.g. "transfer.password". */
  name: string
  description: string
  /** Granted with the paid plan only (docs/product.md §1); otherwise every plan grants it. */
  premium?: boolean
}

/**
 * What the host hands `register(context)`: the plugin's own logger and the services it needs to
 * wire listeners and schedules at boot. It is not kept: controllers, jobs and services receive the
 * same services (and PlatformInfo) by injection (`@inject()`), see docs/adr/0001.
 */
export interface PluginContext {
  id: string
  /** Lines carry `plugin: <id>`. */
  logger: LoggerService
  storage: StorageService
  queue: QueueService
  mail: MailService
  events: EventBus
  audit: AuditService
  rateLimits: RateLimitService
  i18n: TranslationService
  platform: PlatformInfo
}

export interface PluginDefinition {
  id: string
  permissions?: PermissionDeclaration[]
  /** Names of the events this plugin emits (their payloads are declared in its shared/events.ts). */
  events?: string[]
  /** Registers the plugin's API routes; imported lazily by the host. */
  routes?: (router: PluginRouter) => void | Promise<void>
  jobs?: JobRegistration[]
  /** Set when the plugin ships migrations in server/database/migrations (beside plugin.ts). */
  migrations?: boolean
  register?: (context: PluginContext) => void | Promise<void>
  /**
   * Outside pieces the plugin needs on this node (a browser...), by name: GET /health runs each one
   * beside SMTP and the TSA and reports it under `checks`; one that throws makes the node "degraded"
   * (listed in `unreachable`), never "down". Keep them cheap or cached: health is polled.
   */
  health?: Record<string, () => Promise<void>>
}

const BRAND = Symbol.for('sceau.plugin')

export type Plugin = PluginDefinition & { readonly [BRAND]: true }

/** Declares a plugin's server half; checks what can be checked without the host. */
export function definePlugin(definition: PluginDefinition): Plugin {
  const id = definition.id
  if (typeof id !== 'string' || !PLUGIN_ID_PATTERN.test(id)) {
    throw new PluginManifestError(String(id), `invalid id, it must match ${PLUGIN_ID_PATTERN}`)
  }
  for (const permission of definition.permissions ?? []) {
    if (!permission.name.startsWith(`${id}.`)) {
      throw new PluginManifestError(id, `permission "${permission.name}" must start with "${id}."`)
    }
  }
  for (const event of definition.events ?? []) {
    if (!event.startsWith(`${id}:`)) {
      throw new PluginManifestError(id, `event "${event}" must start with "${id}:"`)
    }
  }
  for (const { job } of definition.jobs ?? []) {
    if (!job.jobName?.startsWith(`${id}:`)) {
      throw new PluginManifestError(id, `job "${job.jobName}" must have a jobName starting with "${id}:"`)
    }
  }
  return Object.freeze({ ...definition, [BRAND]: true as const })
}

export function isPlugin(value: unknown): value is Plugin {
  return !!value && typeof value === 'object' && (value as Record<symbol, unknown>)[BRAND] === true
}

export type { HttpContext }

/** The `page` query parameter of paged lists (1 when absent). */
export const PAGE_QUERY: Record<string, ParameterDoc> = {
  page: { description: 'The page, from 1', schema: { type: 'integer', minimum: 1, default: 1 } },
}

/** `page` and `perPage` of lists whose page size the caller chooses. */
export const PAGED_QUERY: Record<string, ParameterDoc> = {
  ...PAGE_QUERY,
  perPage: { description: 'Items per page', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
}

/** `lang` of documents rendered in a language (certificates, proof bundles, invoices). */
export const LANG_QUERY: Record<string, ParameterDoc> = {
  lang: {
    description: "The document's language (default: the caller's, else the deposit's)",
    schema: { type: 'string', enum: ['fr', 'en', 'es', 'it', 'pt'] },
  },
}
