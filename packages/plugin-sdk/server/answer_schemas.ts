/*
 * Schemas of API answers, for RouteOptions.doc.responses (the OpenAPI document, and the contract
 * check every API test runs): TypeBox, so an answer's schema and its TypeScript type are checked
 * against each other at compile time (`Same`).
 */
import { Type, type Static, type TProperties, type TSchema } from '@sinclair/typebox'

export { Type, type Static, type TSchema }

/** An object answer: every property listed and required unless Type.Optional, no other (an unknown field fails the contract). */
export const Shape = <T extends TProperties>(properties: T, description?: string) =>
  Type.Object(properties, { additionalProperties: false, ...(description ? { description } : {}) })

/** An object keyed by any name, each value of one schema: `additionalProperties` (what client generators read), not TypeBox's patternProperties. */
export const Dict = <T extends TSchema>(value: T, options: { description?: string } = {}) =>
  Type.Unsafe<Record<string, Static<T>>>({ type: 'object', additionalProperties: value, ...options })

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])

/** An ISO 8601 date and time. */
export const DateTime = () => Type.String({ format: 'date-time' })

/** The `meta` of paged lists. */
export const PageMeta = Shape({ total: Type.Integer(), perPage: Type.Integer(), currentPage: Type.Integer(), lastPage: Type.Integer() })

/** `meta.history` of the lists the free tier narrows (docs/history-window.md): how far back they reach; null on the paid plan. */
export const HistoryWindow = Shape({ days: Type.Integer(), since: DateTime() }, 'The free tier’s history window: only what is newer than `since` is listed.')

/** A paged list: `{ data, meta }`. */
export const Page = <T extends TSchema>(item: T) => Shape({ data: Type.Array(item), meta: PageMeta })

/** True when A and B are the same type: `const check: Same<Static<typeof Schema>, Answer> = true` fails to compile when they drift. */
export type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
