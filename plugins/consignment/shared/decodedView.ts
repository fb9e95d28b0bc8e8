import type { DecodedSecurityHash } from '@sceau/proof'
import type { DecodedView } from './types.js'

/** A decoded security hash as POST /consignment/decode answers it; the browser's own check shows the same fields. */
export function decodedView(decoded: DecodedSecurityHash): DecodedView {
  return {
    fileName: decoded.filename,
    uniqueId: decoded.fileId,
    checksum: decoded.checksum,
    size: decoded.size,
    depositor: decoded.depositor,
    depositorEmail: decoded.depositorEmail,
    coAuthors: decoded.coAuthors,
    depositDate: decoded.depositDate.toISOString(),
    endOfConservationDate: decoded.endOfConservationDate.toISOString(),
    keyId: decoded.keyId,
  }
}
