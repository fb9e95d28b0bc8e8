/*
 * The API's answers and bodies as the OpenAPI document describes them (src/openapi.ts, generated
 * from it), by path, method and status: what a client reads is typed from the server's contract.
 */
import type { components, operations, paths } from './openapi.js'

export type { components as ApiComponents, operations as ApiOperations, paths as ApiPaths }

/** An /api/v2 path as the document writes it ("/api/v2/consignment/deposits/{id}"). */
export type ApiPath = keyof paths
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'
/** The methods the document lists for a path. */
export type ApiMethod<P extends ApiPath> = { [M in Method]: paths[P][M] extends { responses: unknown } ? M : never }[Method]

type Responses<P extends ApiPath, M extends ApiMethod<P>> = paths[P][M] extends { responses: infer R } ? R : never

/** The JSON body of one answer (200 by default). */
export type ApiAnswer<P extends ApiPath, M extends ApiMethod<P>, S extends keyof Responses<P, M> = 200 & keyof Responses<P, M>> = Responses<P, M>[S] extends {
  content: { 'application/json': infer Body }
}
  ? Body
  : never

/** The JSON body of the operation's success (200, 201 or 202, whichever it documents). */
export type ApiSuccess<P extends ApiPath, M extends ApiMethod<P>> = {
  [S in (200 | 201 | 202) & keyof Responses<P, M>]: ApiAnswer<P, M, S>
}[(200 | 201 | 202) & keyof Responses<P, M>]

/** The JSON body a request sends. */
export type ApiBody<P extends ApiPath, M extends ApiMethod<P>> = paths[P][M] extends { requestBody?: { content: { 'application/json': infer Body } } }
  ? Body
  : never

/** Every refusal's body. */
export type ApiErrorEnvelope = components['schemas']['ErrorEnvelope']
