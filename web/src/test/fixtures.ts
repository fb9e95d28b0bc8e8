/* API answers more than one test file needs. */
import type { CertificateView, DepositDetail, DepositFileView, TimestampView } from '../../../plugins/consignment/shared/types'
import type { InstanceProfile } from '@sceau/shared'
import { reply } from './renderApp'

/** GET /transfer/limits: what each tier may send, and for how long. */
export const transferLimits = {
  anonymous: { maxBytes: 2 * 1024 ** 3, expiryDays: { min: 1, max: 1 } },
  free: { maxBytes: 4 * 1024 ** 3, expiryDays: { min: 7, max: 7 } },
  paid: { maxBytes: 20 * 1024 ** 3, expiryDays: { min: 7, max: 90 } },
}

/** GET /transfer/capabilities of an anonymous sender: one day, their address verified by e-mail. */
export const anonymousCapabilities = {
  tier: 'anonymous',
  maxBytes: 2 * 1024 ** 3,
  maxFiles: 2000,
  expiryDays: { min: 1, max: 1, default: 1 },
  password: false,
  verification: true,
  protect: false,
  senderEmail: null as string | null,
}

/** GET /transfer/capabilities of Ada, a member (no verification): what differs by plan is given. */
export const memberCapabilities = (fields: Partial<typeof anonymousCapabilities>) => ({
  ...anonymousCapabilities,
  verification: false,
  senderEmail: 'ada@example.org',
  ...fields,
})

/** A member's transfers page (/app/transfers): no transfer yet unless given, the limits and the capabilities. */
export const transfersPageApi = (me: unknown, capabilities?: ReturnType<typeof memberCapabilities>, data: unknown[] = []) => ({
  'GET /users/me': reply(200, me),
  'GET /transfer/stats': reply(200, { active: data.length, expiringSoon: 0, expired: 0, protectedFiles: 0, filesSent: 0, latest: [] }),
  'GET /transfer/transfers': reply(200, { data, meta: { page: 1, perPage: 20, lastPage: 1, total: data.length, history: null } }),
  'GET /transfer/limits': reply(200, transferLimits),
  ...(capabilities ? { 'GET /transfer/capabilities': reply(200, capabilities) } : {}),
})

/** A transfer draft saved in this browser (POST /transfer/transfers's answer) that a reload resumes. */
export const savedDraft = (verification: { email: string; expiresAt: string } | null) => ({
  id: '7',
  senderToken: 'st7',
  batchId: 'b7',
  uploadToken: 'ut7',
  endpoint: '/api/v2/uploads',
  verification,
  policy: { maxFileBytes: 2 * 1024 ** 3, maxTotalBytes: 2 * 1024 ** 3, maxFiles: 2000 },
})

/** GET /transfer/transfers/:id: Ada's active link transfer "Plans" of one PDF, never downloaded; each test sets what it is about. */
export const transferDetail = <Fields extends object = object>(fields?: Fields) => ({
  id: '7',
  type: 'send',
  mode: 'link',
  status: 'active',
  title: 'Plans',
  message: null,
  recipients: [] as string[],
  fileCount: 1,
  bytes: 1024,
  sentAt: '2026-11-24T10:00:00.000Z',
  expireAt: '2026-12-01T10:00:00.000Z',
  protected: false,
  downloads: 0,
  link: `http://localhost/download/${DOWNLOAD_TOKEN}`,
  sender: 'ada@example.org',
  creatorId: 'u1',
  firstDownloadedAt: null as string | null,
  proofOfDelivery: false,
  history: [] as unknown[],
  files: [{ id: '1', path: 'rez.pdf', name: 'rez.pdf', size: 1024, mime: 'application/pdf', state: 'ready', sha256: 'a'.repeat(64) as string | null }],
  ...fields,
})

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

/** One RFC 3161 token, not qualified, never renewed. */
export const timestampView: TimestampView = {
  genTime: '2026-11-24T10:01:00.000Z',
  serial: '01',
  policy: '1.2.3',
  tsa: null,
  qualified: false,
  renewals: 0,
  lastGenTime: '2026-11-24T10:01:00.000Z',
  signerNotAfter: null,
}

/** GET /consignment/certificates/:token: a protected file deposited by Ada Lovelace, timestamped, anchor pending; each test sets what it is about. */
export const certificateView = (fields: Partial<CertificateView> = {}): CertificateView => ({
  number: 'D2026-000042',
  createdAt: '2026-11-24T10:00:30.000Z',
  keptUntil: '2029-11-24T10:00:30.000Z',
  fileName: 'example.pdf',
  size: 20480,
  mime: 'application/pdf',
  uniqueId: 'f1',
  checksum: 'a'.repeat(64),
  securityHash: 'h'.repeat(40),
  authors: ['Ada Lovelace'],
  depositor: 'Ada Lovelace',
  depositDate: timestampView.genTime,
  timestamp: timestampView,
  anchor: { state: 'pending' },
  state: 'protected',
  ...fields,
})

/** One sealed file of a deposit, its certificate at TOKEN; each test sets what it is about. */
export const sealedFile = (fields: Pick<DepositFileView, 'name' | 'size' | 'mime' | 'downloadable'> & Partial<DepositFileView>): DepositFileView => ({
  id: 'f1',
  version: 1,
  path: fields.name,
  sha256: 'a'.repeat(64),
  state: 'sealed',
  certificateToken: 'TOKEN',
  securityHash: 'h'.repeat(40),
  timestamp: timestampView,
  anchor: { state: 'pending' },
  ...fields,
})

/** GET /api/v2/instance: what this instance proves (qualified timestamps, anchoring), its legal notice not filled in. */
export const instanceProfile = (qualifiedTimestamps: boolean, anchoring = true): InstanceProfile => ({
  version: '2.7.2',
  qualifiedTimestamps,
  anchoring,
  legalNotice: {
    publisher: { name: null, address: null, phone: null, legalNumber: null, vatNumber: null, email: null },
    director: null,
    host: { name: null, address: null, phone: null },
    complete: false,
  },
})
