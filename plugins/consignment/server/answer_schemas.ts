/* The consignment API's answers as schemas (RouteOptions.doc), checked against shared/types.ts and @sceau/proof. */
import { DateTime, HistoryWindow, Nullable, Shape, Type, type Same, type Static } from '@sceau/plugin-sdk/server'
import type { DepositPrice } from '@sceau/shared'
import type { DepositEvidence, EvidenceTrust } from '@sceau/proof'
import type {
  AnchorView,
  CertificateView,
  CreatedDeposit,
  DecodedView,
  DepositDetail,
  DepositFileView,
  DepositPage,
  DepositSummary,
  EmbedSummary,
  ThirdPartyRequestStatus,
  TimestampView,
  WidgetManifest,
} from '../shared/types.js'
import type { PublishedKey } from './services/signing_keys.js'

const Count = (options: { description?: string } = {}) => Type.Integer({ minimum: 0, ...options })
const Sha256 = () => Type.String({ pattern: '^[0-9a-f]{64}$' })
const Literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value)))

const DepositType = Literals(['file', 'folder', 'versioning', 'premium'] as const)
const AuthorKind = Literals(['me', 'organisation', 'third_party'] as const)
const DepositState = Literals(['payment_pending', 'uploading', 'sealing', 'protected', 'renewal_due', 'expired', 'cancelled'] as const)
const AnchorState = Literals(['none', 'pending', 'anchored'] as const)

const Timestamp = Shape({
  genTime: DateTime(),
  serial: Type.String(),
  policy: Type.String(),
  tsa: Nullable(Type.String()),
  qualified: Type.Boolean(),
  renewals: Count(),
  lastGenTime: DateTime(),
  signerNotAfter: Nullable(DateTime()),
})

const anchor = {
  state: AnchorState,
  chainId: Type.Optional(Type.Integer()),
  transactionHash: Type.Optional(Type.String()),
  blockNumber: Type.Optional(Type.Integer()),
  anchoredAt: Type.Optional(Type.String()),
}
const Anchor = Shape(anchor)

const Person = Shape({ firstname: Type.String(), lastname: Type.String(), email: Type.String() })
const Owner = Shape({ legalName: Type.String(), companyNumber: Type.String(), lastname: Type.String(), firstname: Type.String(), email: Type.String() })
const Capture = Shape({ url: Type.String(), capturedAt: DateTime() }, 'A web capture’s deposit: the page and when it was captured')

const DepositFile = Shape({
  id: Type.String(),
  version: Type.Integer({ minimum: 1 }),
  name: Type.String(),
  path: Type.String(),
  size: Count(),
  mime: Type.String(),
  sha256: Nullable(Sha256()),
  state: Literals(['waiting', 'sealing', 'sealed', 'failed'] as const),
  downloadable: Type.Boolean(),
  certificateToken: Type.String(),
  securityHash: Nullable(Type.String()),
  timestamp: Nullable(Timestamp),
  anchor: Anchor,
})

const summary = {
  id: Type.String(),
  number: Nullable(Type.String()),
  type: DepositType,
  title: Type.String(),
  state: DepositState,
  anchor: AnchorState,
  fileName: Type.String(),
  fileCount: Count(),
  bytes: Count(),
  hashOnly: Type.Boolean(),
  createdAt: DateTime(),
  depositedAt: Nullable(DateTime()),
  expiresAt: Nullable(DateTime()),
  applicant: Type.String(),
  creator: Type.String(),
  owner: Nullable(Type.String()),
  coAuthors: Type.Array(Type.String()),
}
export const Summary = Shape(summary)

export const Deposit = Shape({
  ...summary,
  description: Nullable(Type.String()),
  authorKind: AuthorKind,
  author: Shape({ name: Type.String(), email: Type.String() }),
  ownerDetails: Nullable(Owner),
  coAuthorList: Type.Array(Person),
  years: Type.Integer(),
  authorisedCount: Count(),
  renewalDate: Nullable(DateTime()),
  integrationToken: Type.String({ description: 'The public embed id: <sceau-deposit deposit="...">' }),
  price: Shape({
    totalCents: Count(),
    baseCents: Count(),
    status: Literals(['approved', 'pending', 'refused'] as const),
    method: Nullable(Type.String()),
  }),
  invoiceId: Nullable(Type.String()),
  paymentUrl: Type.Optional(Nullable(Type.String({ description: 'Waiting for its card payment: the page where it is paid' }))),
  paymentNeeds: Type.Optional(
    Nullable(Type.Literal('billingInfo', { description: "Waiting for its card payment: what comes first (the organisation's billing information)" }))
  ),
  capture: Type.Optional(Nullable(Capture)),
  files: Type.Array(DepositFile),
})

export const Deposits = Shape({
  data: Type.Array(Summary),
  meta: Shape({ page: Type.Integer(), perPage: Type.Integer(), total: Count(), lastPage: Type.Integer(), history: Nullable(HistoryWindow) }),
})

export const Created = Shape({
  deposit: Deposit,
  upload: Nullable(
    Shape(
      { batchId: Type.String(), uploadToken: Type.String({ description: 'The upload token of the files (tus, /api/v2/uploads)' }), endpoint: Type.String() },
      'Where to upload the files; null for hash-only deposits'
    )
  ),
})

export const Quote = Shape({
  baseCents: Count(),
  discountCents: Count(),
  totalCents: Count({ description: 'What is charged, in euro cents, tax included' }),
  years: Type.Integer(),
  bytes: Count(),
  paidPlan: Type.Boolean(),
})

export const Offer = Shape({
  fromPriceEuros: Type.Number(),
  defaultYears: Type.Integer(),
  paidPlanDiscount: Type.Number({ description: 'Share of the price the paid plan takes off' }),
  types: Type.Array(DepositType),
  conservationYears: Type.Array(Type.Integer()),
  priceTable: Type.Array(
    Shape({
      minSize: Type.Number({ description: 'From this size (Mo, inclusive)' }),
      maxSize: Nullable(Type.Number({ description: 'To this size (Mo, exclusive); null: no limit' })),
      prices: Type.Array(Shape({ year: Type.Integer(), amount: Count({ description: 'Euro cents, tax included' }) })),
    })
  ),
})

export const Certificate = Shape({
  number: Nullable(Type.String()),
  createdAt: DateTime(),
  keptUntil: Nullable(DateTime()),
  fileName: Type.String(),
  size: Count(),
  mime: Type.String(),
  uniqueId: Type.String(),
  checksum: Type.String(),
  securityHash: Type.String(),
  authors: Type.Array(Type.String()),
  depositor: Type.String(),
  depositDate: DateTime(),
  timestamp: Timestamp,
  anchor: Anchor,
  state: DepositState,
  capture: Type.Optional(Nullable(Capture)),
})

export const Decoded = Shape({
  fileName: Type.String(),
  uniqueId: Type.String(),
  checksum: Type.String(),
  size: Count(),
  depositor: Type.String(),
  depositorEmail: Type.String(),
  coAuthors: Type.Array(Person),
  depositDate: DateTime(),
  endOfConservationDate: DateTime(),
  keyId: Type.String(),
})

export const Embed = Shape({
  fileName: Type.String(),
  sha256: Sha256(),
  size: Count(),
  depositedAt: DateTime(),
  certificateToken: Type.String(),
  number: Nullable(Type.String()),
  state: DepositState,
  qualified: Type.Boolean(),
  tsa: Nullable(Type.String()),
  anchor: Shape({ ...anchor, explorerUrl: Type.Optional(Nullable(Type.String())) }),
})

const PublishedKeySchema = Shape({ keyId: Type.String(), algorithm: Type.Literal('Ed25519'), publicKeyPem: Type.String(), createdAt: Nullable(DateTime()) })
export const Keys = Shape({ algorithm: Type.Literal('Ed25519'), format: Type.String(), keys: Type.Array(PublishedKeySchema) })

export const Evidence = Shape({
  format: Type.Literal('sceau-evidence'),
  version: Type.Literal(1),
  file: Shape({ name: Type.String(), size: Count(), sha256: Sha256() }),
  number: Nullable(Type.String()),
  depositedAt: DateTime(),
  timestamps: Type.Array(Type.String({ description: 'base64 DER TimeStampToken, the original first' })),
  certificatesPem: Type.String(),
  qualified: Type.Boolean(),
  securityHash: Nullable(Type.String()),
  anchor: Nullable(
    Shape({
      leaf: Type.String(),
      proof: Shape({ index: Count(), treeSize: Count(), path: Type.Array(Type.String()) }),
      root: Type.String(),
      chainId: Type.Integer(),
      transactionHash: Type.String(),
      blockNumber: Type.Optional(Type.Integer()),
      contractAddress: Type.Optional(Type.String()),
      network: Type.Optional(Type.String()),
      anchoredAt: Type.Optional(Type.String()),
    })
  ),
  anchorStatus: Type.Optional(
    Type.Union([Type.Literal('anchored'), Type.Literal('pending'), Type.Literal('none')], {
      description: "Why there is an anchor or not: 'none' when the instance records nothing on a blockchain (always sent; absent from older instances)",
    })
  ),
})

export const Trust = Shape({
  tsaRootsPem: Type.String(),
  securityHashKeys: Type.Array(Shape({ keyId: Type.String(), publicKeyPem: Type.String() })),
  chain: Shape({ chainId: Nullable(Type.Integer()), rpcUrl: Nullable(Type.String()), explorerTxUrl: Nullable(Type.String()) }),
})

const WidgetFile = Shape({
  url: Type.String(),
  integrity: Type.String({ description: 'Subresource Integrity ("sha384-…")' }),
  bytes: Count(),
  gzipBytes: Count(),
})
export const WidgetManifestSchema = Shape({ version: Type.String(), files: Shape({ module: WidgetFile, classic: WidgetFile, verifier: WidgetFile }) })

export const TransferRequested = Shape({ requestId: Type.String(), recipients: Type.Array(Type.String()) })

export const ThirdPartyRequest = Shape({
  status: Literals(['none', 'pending', 'approved', 'refused'] as const),
  createdAt: Nullable(DateTime()),
  decidedAt: Nullable(DateTime()),
  allowed: Type.Boolean({ description: 'Third parties may be named as owners' }),
  canRequest: Type.Boolean({ description: 'The caller may ask (administrators)' }),
})

/** An intersection as one object type, to compare it with a schema's. */
type Flat<T> = { [K in keyof T]: T[K] }

const checks: [
  Same<Static<typeof Timestamp>, TimestampView>,
  Same<Static<typeof Anchor>, AnchorView>,
  Same<Static<typeof DepositFile>, DepositFileView>,
  Same<Static<typeof Summary>, DepositSummary>,
  Same<Static<typeof Deposit>, DepositDetail>,
  Same<Static<typeof Deposits>, DepositPage>,
  Same<Static<typeof Created>, CreatedDeposit>,
  Same<Omit<Static<typeof Quote>, 'paidPlan'>, DepositPrice>,
  Same<Static<typeof Certificate>, CertificateView>,
  Same<Static<typeof Decoded>, DecodedView>,
  Same<Omit<Static<typeof Embed>, 'anchor'>, Omit<EmbedSummary, 'anchor'>>,
  Same<Static<typeof Embed>['anchor'], Flat<EmbedSummary['anchor']>>,
  Same<Static<typeof PublishedKeySchema>, PublishedKey>,
  Same<Static<typeof Evidence>, DepositEvidence>,
  Same<Static<typeof Trust>, EvidenceTrust>,
  Same<Static<typeof WidgetManifestSchema>, WidgetManifest>,
  Same<Static<typeof ThirdPartyRequest>['status'], ThirdPartyRequestStatus>,
] = [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true]
void checks
