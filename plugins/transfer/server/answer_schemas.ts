/* The transfer API's answers as schemas (RouteOptions.doc), checked against shared/types.ts. */
import { DateTime, HistoryWindow, Nullable, Shape, Type, type Same, type Static } from '@sceau/plugin-sdk/server'
import { HISTORY_EVENTS, type HistoryEventType } from '../shared/types.js'
import type {
  AcknowledgementCodeSent,
  AcknowledgementView,
  CreatedTransfer,
  DownloadView,
  SentTransfer,
  TransferCapabilities,
  TransferDetail,
  TransferPage,
  TransferStats,
  TransferSummary,
} from '../shared/types.js'

const Count = () => Type.Integer({ minimum: 0 })
const Days = Shape({ min: Type.Integer(), max: Type.Integer() })

export const Limits = Shape({
  anonymous: Shape({ maxBytes: Count(), expiryDays: Days }),
  free: Shape({ maxBytes: Count(), expiryDays: Days }),
  paid: Shape({ maxBytes: Count(), expiryDays: Days }),
})

export const Capabilities = Shape({
  tier: Type.Union([Type.Literal('anonymous'), Type.Literal('free'), Type.Literal('paid')]),
  maxBytes: Count(),
  maxFiles: Count(),
  expiryDays: Shape({ min: Type.Integer(), max: Type.Integer(), default: Type.Integer() }),
  password: Type.Boolean(),
  verification: Type.Boolean({ description: 'A code is mailed to the sender on every send (anonymous senders)' }),
  protect: Type.Boolean({ description: '"protect" and "protect and send" are offered (the consignment plugin is loaded)' }),
  senderEmail: Nullable(Type.String()),
})

export const Created = Shape({
  id: Type.String(),
  senderToken: Type.String({ description: 'Send it in X-Transfer-Sender to finish the draft' }),
  batchId: Type.String(),
  uploadToken: Type.String({ description: 'The upload token of the files (tus, /api/v2/uploads)' }),
  endpoint: Type.String(),
  verification: Nullable(Shape({ email: Type.String(), expiresAt: DateTime() })),
  policy: Shape({ maxFileBytes: Count(), maxTotalBytes: Count(), maxFiles: Count() }),
})

export const CodeSent = Shape({ email: Type.String(), expiresAt: DateTime() })
export const Verified = Shape({ verified: Type.Literal(true) })

export const Sent = Shape({
  id: Type.String(),
  link: Type.String({ description: 'The download link' }),
  expireAt: DateTime(),
  files: Count(),
  bytes: Count(),
  dropped: Type.Integer({ minimum: 0, description: 'Files dropped: failed or still uploading' }),
  certifiedAt: Type.Optional(DateTime()),
})

const File = Shape({
  id: Type.String(),
  path: Type.String(),
  name: Type.String(),
  size: Count(),
  mime: Type.String(),
  state: Type.Union([Type.Literal('ready'), Type.Literal('analysing'), Type.Literal('deleted')]),
  sha256: Nullable(Type.String({ pattern: '^[0-9a-f]{64}$' })),
})

export const Download = Shape({
  token: Type.String(),
  status: Type.Union([Type.Literal('active'), Type.Literal('expired'), Type.Literal('deleted')]),
  locked: Type.Boolean({ description: 'Password-protected and not unlocked: files are not listed' }),
  sender: Nullable(Type.String()),
  title: Nullable(Type.String()),
  message: Nullable(Type.String()),
  expireAt: Nullable(DateTime()),
  sentAt: Nullable(DateTime()),
  bytes: Count(),
  fileCount: Count(),
  files: Type.Array(File),
  branding: Shape({
    name: Nullable(Type.String()),
    logoUrl: Nullable(Type.String()),
    backgroundUrl: Nullable(Type.String()),
    mainColor: Nullable(Type.String()),
  }),
  e2e: Nullable(
    Shape(
      {
        manifest: Type.String({
          pattern: '^[A-Za-z0-9_-]+$',
          description: 'The encrypted manifest, base64url (the manifest of the end-to-end encryption format)',
        }),
        commitments: Type.Array(Shape({ id: Type.String({ pattern: '^[0-9a-f]{32}$' }), commitment: Type.String({ pattern: '^[0-9a-f]{64}$' }) })),
        timestamp: Shape({
          token: Type.String({ description: 'RFC 3161 TimeStampToken over SHA-256 of the commitment list, base64 DER' }),
          genTime: DateTime(),
          qualified: Type.Boolean(),
        }),
        tsaChain: Type.String({ description: 'TSA certificate, intermediates and root (PEM) the token was verified with' }),
        anchor: Nullable(
          Shape(
            {
              leaf: Type.String(),
              proof: Shape({ index: Count(), treeSize: Count(), path: Type.Array(Type.String()) }),
              root: Type.String(),
              chainId: Type.Integer(),
              transactionHash: Type.String(),
              blockNumber: Type.Integer(),
              contractAddress: Type.String(),
              anchoredAt: DateTime(),
            },
            'The Merkle path from the commitment list digest to the root written on chain; null while pending'
          )
        ),
      },
      'End-to-end encrypted transfer, once unlocked: file names are opaque ids'
    )
  ),
  acknowledgement: Type.Boolean({ description: 'The sender asks recipients to confirm receipt (name and a mailed code)' }),
})

export const Acknowledgement = Shape({
  name: Type.String(),
  email: Type.String(),
  acknowledgedAt: DateTime(),
  files: Type.Array(Shape({ path: Type.String(), size: Count(), sha256: Nullable(Type.String({ pattern: '^[0-9a-f]{64}$' })) }), {
    description: 'The files whose receipt was confirmed, with their SHA-256',
  }),
})

export const AcknowledgementCode = Shape({
  email: Type.String(),
  expiresAt: Nullable(DateTime()),
  acknowledged: Nullable(Acknowledgement),
})

export const Unlocked = Shape({
  access: Nullable(Type.String({ description: 'Send it in X-Transfer-Access (or ?access=): null when the transfer has no password' })),
  expiresAt: Nullable(DateTime()),
})

const Status = Type.Union([Type.Literal('active'), Type.Literal('expired'), Type.Literal('deleted'), Type.Literal('draft'), Type.Literal('cancelled')])
const Kind = Type.Union([Type.Literal('send'), Type.Literal('protect'), Type.Literal('protect_send')])

const summary = {
  id: Type.String(),
  type: Kind,
  mode: Type.Union([Type.Literal('email'), Type.Literal('link')]),
  status: Status,
  title: Nullable(Type.String()),
  message: Nullable(Type.String()),
  recipients: Type.Array(Type.String()),
  fileCount: Count(),
  bytes: Count(),
  sentAt: Nullable(DateTime()),
  expireAt: Nullable(DateTime()),
  protected: Type.Boolean(),
  downloads: Count(),
  link: Nullable(Type.String()),
  creatorId: Nullable(Type.String()),
  e2e: Type.Boolean({ description: 'End-to-end encrypted: file names and paths are opaque ids' }),
}
export const Summary = Shape(summary)

export const Detail = Shape({
  ...summary,
  sender: Type.String(),
  files: Type.Array(File),
  history: Type.Array(
    Shape({
      id: Type.String(),
      type: Type.Unsafe<HistoryEventType>({ type: 'string', enum: [...HISTORY_EVENTS] }),
      at: DateTime(),
      file: Nullable(Type.String()),
      recipient: Nullable(Type.String()),
    })
  ),
  firstDownloadedAt: Nullable(DateTime()),
  proofOfDelivery: Type.Boolean({ description: 'Its proof of delivery can be exported (a timestamped head exists)' }),
})

export const Transfers = Shape({
  data: Type.Array(Summary),
  meta: Shape({ page: Type.Integer(), perPage: Type.Integer(), total: Count(), lastPage: Type.Integer(), history: Nullable(HistoryWindow) }),
})

export const Stats = Shape({
  active: Count(),
  expiringSoon: Count(),
  expired: Count(),
  protectedFiles: Count(),
  filesSent: Count(),
  latest: Type.Array(
    Shape({ id: Type.String(), type: Kind, title: Nullable(Type.String()), status: Status, createdAt: DateTime(), expireAt: Nullable(DateTime()) })
  ),
})

export const PasswordSet = Shape({ protected: Type.Boolean() })
export const Resent = Shape({ sent: Count() })

const checks: [
  Same<Static<typeof Capabilities>, TransferCapabilities>,
  Same<Static<typeof Created>, CreatedTransfer>,
  Same<Static<typeof Sent>, SentTransfer>,
  Same<Static<typeof Download>, DownloadView>,
  Same<Static<typeof Summary>, TransferSummary>,
  Same<Static<typeof Detail>, TransferDetail>,
  Same<Static<typeof Transfers>, TransferPage>,
  Same<Static<typeof Stats>, TransferStats>,
  Same<Static<typeof Acknowledgement>, AcknowledgementView>,
  Same<Static<typeof AcknowledgementCode>, AcknowledgementCodeSent>,
] = [true, true, true, true, true, true, true, true, true, true]
void checks
