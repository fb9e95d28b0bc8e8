/* The consignment plugin's shared half: its API shapes (types.ts) and the events it adds to the platform's. */
import type { TransferRequestedPayload } from './types.js'

export * from './types.js'

export { PERMISSIONS } from './permissions.js'

declare module '@sceau/plugin-sdk/server' {
  interface PlatformEvents {
    /** A deposit's files are all timestamped: it is protected (anchoring may still be pending). */
    'consignment:sealed': { id: string; organisationId: number; number: string; files: number }
    /** A deposited file's anchor batch is confirmed on chain. */
    'consignment:anchored': { id: string; fileId: string; transactionHash: string }
    /** Conservation extended and an archive timestamp added to each file. */
    'consignment:renewed': { id: string; organisationId: number; expiresAt: string }
    /** "Transfer the file": the transfer plugin sends a copy (see TransferRequestedPayload). */
    'consignment:transfer-requested': TransferRequestedPayload
  }
}
