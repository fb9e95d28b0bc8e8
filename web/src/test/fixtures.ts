/* API answers more than one test file needs. */
import type { DepositDetail } from '../../../plugins/consignment/shared/types'

/** GET /transfer/limits: what each tier may send, and for how long. */
export const transferLimits = {
  anonymous: { maxBytes: 2 * 1024 ** 3, expiryDays: { min: 1, max: 1 } },
  free: { maxBytes: 4 * 1024 ** 3, expiryDays: { min: 7, max: 7 } },
  paid: { maxBytes: 20 * 1024 ** 3, expiryDays: { min: 7, max: 90 } },
}

/** GET /consignment/deposits/:id: a single-file deposit by Ada Lovelace; each test sets what it is about. */
export function depositDetail(
  fields: Pick<
    DepositDetail,
    'id' | 'number' | 'title' | 'state' | 'fileName' | 'bytes' | 'createdAt' | 'depositedAt' | 'expiresAt' | 'integrationToken' | 'price' | 'files'
  > &
    Partial<DepositDetail>
): DepositDetail {
  return {
    type: 'file',
    anchor: 'pending',
    fileCount: 1,
    hashOnly: false,
    applicant: 'Ada Lovelace',
    creator: 'Ada Lovelace',
    owner: null,
    coAuthors: [],
    description: null,
    authorKind: 'me',
    author: { name: 'Ada Lovelace', email: 'ada@example.org' },
    ownerDetails: null,
    coAuthorList: [],
    years: 3,
    authorisedCount: 1,
    renewalDate: null,
    invoiceId: null,
    ...fields,
  }
}
