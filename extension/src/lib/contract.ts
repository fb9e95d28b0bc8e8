/*
 * Compile-time checks (tsc): what the extension reads from each answer fits the OpenAPI document
 * (@sceau/api-client's types, generated from it). An answer that changes shape fails the typecheck.
 */
import type { ApiAnswer } from '@sceau/api-client'
import type { CapsuleFormats, CapsuleStart, CapsuleStatus, CapsuleView } from '../../../plugins/capsules/shared/types'
import type { Me } from './account'

/** What the server sends (an answer the document describes, never `never`) can be read as the extension's type. */
type Fits<Sent, Read> = [Sent] extends [never] ? false : [Sent] extends [Read] ? true : false

const checks: [
  Fits<ApiAnswer<'/api/v2/users/me', 'get'>, Me>,
  Fits<ApiAnswer<'/api/v2/capsules', 'post', 201>, CapsuleStart>,
  Fits<ApiAnswer<'/api/v2/capsules/{id}/complete', 'post'>, CapsuleView>,
  Fits<ApiAnswer<'/api/v2/capsules/{id}', 'get'>, CapsuleView>,
  Fits<ApiAnswer<'/api/v2/capsules/formats', 'get'>, Partial<CapsuleFormats>>,
  Fits<ApiAnswer<'/api/v2/capsules/status', 'get'>, CapsuleStatus>,
] = [true, true, true, true, true, true]
void checks
