/*
 * Compile-time checks (tsc): what this client reads from each answer fits the OpenAPI document
 * (@sceau/api-client's types, generated from it). An answer that changes shape fails the typecheck.
 */
import type { ApiAnswer } from '@sceau/api-client'
import type { CreatedDeposit, Deposit } from './commands/deposit.ts'
import type { DownloadView } from './commands/download.ts'
import type { Me } from './commands/login.ts'
import type { CreatedTransfer, SentTransfer } from './commands/transfer.ts'
import type { ReleaseStart, ReleaseView } from './release/types.ts'

/** What the server sends (an answer the document describes, never `never`) can be read as this client's type (it may read less). */
type Fits<Sent, Read> = [Sent] extends [never] ? false : [Sent] extends [Read] ? true : false

const checks: [
  Fits<ApiAnswer<'/api/v2/users/me', 'get'>, Me>,
  Fits<ApiAnswer<'/api/v2/consignment/deposits', 'post', 201>, CreatedDeposit>,
  Fits<ApiAnswer<'/api/v2/consignment/deposits/{id}', 'get'>, Deposit>,
  Fits<ApiAnswer<'/api/v2/git-deploy/releases', 'post', 201>, ReleaseStart>,
  Fits<ApiAnswer<'/api/v2/git-deploy/releases/{id}', 'get'>, { release: ReleaseView }>,
  Fits<ApiAnswer<'/api/v2/git-deploy/releases/{id}/complete', 'post'>, { release: ReleaseView }>,
  Fits<ApiAnswer<'/api/v2/transfer/transfers', 'post', 201>, CreatedTransfer>,
  Fits<ApiAnswer<'/api/v2/transfer/drafts/{id}/send', 'post'>, SentTransfer>,
  Fits<ApiAnswer<'/api/v2/transfer/downloads/{token}', 'get'>, DownloadView>,
] = [true, true, true, true, true, true, true, true, true]
void checks
