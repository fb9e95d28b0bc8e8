/* API answers more than one test file needs. */
import type { DepositDetail } from '../../../plugins/consignment/shared/types'

/** GET /transfer/limits: what each tier may send, and for how long. */
export const transferLimits = {
  anonymous: { maxBytes: 2 * 1024 ** 3, expiryDays: { min: 1, max: 1 } },
  free: { maxBytes: 4 * 1024 ** 3, expiryDays: { min: 7, max: 7 } },
  paid: { maxBytes: 20 * 1024 ** 3, expiryDays: { min: 7, max: 90 } },
}

/** The token of the link transfer the download page tests open. */
export const DOWNLOAD_TOKEN = 'AbCdEfGhIjKlMnOpQrStUv'

/** GET /transfer/downloads/:token: three files in two folders (one still analysed), or nothing but the password prompt when locked. */
export const downloadView = (locked: boolean) => ({
  token: DOWNLOAD_TOKEN,
  status: 'active',
  locked,
  sender: 'ada@example.org',
  title: 'Plans',
  message: locked ? null : 'Bonne lecture',
  expireAt: '2026-12-01T10:00:00.000Z',
  sentAt: '2026-11-24T10:00:00.000Z',
  bytes: 3072,
  fileCount: 3,
  files: locked
    ? []
    : [
        { id: '1', path: 'plans/rez.pdf', name: 'rez.pdf', size: 1024, mime: 'application/pdf', state: 'ready', sha256: 'a'.repeat(64) },
        { id: '2', path: 'plans/etage/r1.pdf', name: 'r1.pdf', size: 1024, mime: 'application/pdf', state: 'ready', sha256: 'b'.repeat(64) },
        { id: '3', path: 'notes.txt', name: 'notes.txt', size: 1024, mime: 'text/plain', state: 'analysing', sha256: null },
      ],
  branding: { name: null, logoUrl: null, backgroundUrl: null, mainColor: null },
  e2e: null,
})

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
