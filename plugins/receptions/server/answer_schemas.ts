/* The receptions API's answers as schemas (RouteOptions.doc), checked against shared/types.ts. */
import { DateTime, Dict, Nullable, Page, Shape, Type, type Same, type Static } from '@sceau/plugin-sdk/server'
import type {
  DeliveryFile,
  DeliveryReceipt,
  DeliveryStart,
  DeliverySummary,
  DeliveryView,
  PublicReception,
  ReceptionPageView,
  SafeLinkView,
  SenderDeliveryView,
} from '../shared/types.js'

const Count = () => Type.Integer({ minimum: 0 })
const Audience = Type.Union([Type.Literal('public'), Type.Literal('members'), Type.Literal('password'), Type.Literal('verified')])
const Expiry = Type.Union([Type.Literal('24h'), Type.Literal('7d'), Type.Literal('14d'), Type.Literal('30d'), Type.Literal('first-upload')])
const Access = Type.Union([Type.Literal('PRIVATE'), Type.Literal('PUBLIC'), Type.Literal('LOGGED'), Type.Literal('PASSWORD')])

export const Options = Shape({ expiries: Type.Array(Expiry), audiences: Type.Array(Audience) })

export const Link = Shape({
  id: Type.String(),
  title: Type.String(),
  description: Nullable(Type.String()),
  color: Nullable(Type.String()),
  audience: Audience,
  expiry: Expiry,
  expiresAt: Nullable(DateTime()),
  revokedAt: Nullable(DateTime()),
  state: Type.Union([Type.Literal('active'), Type.Literal('expired')]),
  maxBytes: Nullable(Count()),
  maxFiles: Nullable(Count()),
  url: Type.String({ description: 'The address to give senders' }),
  deliveries: Count(),
  createdAt: DateTime(),
  creator: Shape({ id: Type.String(), name: Type.String() }),
})
export const Links = Page(Link)

export const ReceptionPage = Shape({
  uuid: Type.String(),
  active: Type.Boolean(),
  color: Nullable(Type.String()),
  recipients: Type.Array(Shape({ id: Type.String(), name: Type.String(), email: Type.String() })),
  access: Access,
  hasPassword: Type.Boolean(),
  url: Type.String(),
})

const File = Shape({
  id: Type.String(),
  name: Type.String(),
  path: Nullable(Type.String()),
  size: Count(),
  sha256: Nullable(Type.String({ pattern: '^[0-9a-f]{64}$' })),
  state: Type.Union([Type.Literal('uploading'), Type.Literal('analysing'), Type.Literal('ready'), Type.Literal('rejected')]),
})

const Receipt = Shape({
  manifestSha256: Type.String({ pattern: '^[0-9a-f]{64}$', description: 'SHA-256 of manifest.json, the timestamped imprint' }),
  timestampedAt: Nullable(DateTime()),
  tsa: Nullable(Type.String()),
  anchor: Shape({ status: Type.Union([Type.Literal('none'), Type.Literal('pending'), Type.Literal('anchored')]), txHash: Nullable(Type.String()) }),
})

const summary = {
  id: Type.String(),
  source: Shape({ kind: Type.Union([Type.Literal('link'), Type.Literal('page')]), id: Type.String(), title: Nullable(Type.String()) }),
  sender: Shape({ name: Type.String(), email: Type.String(), verified: Type.Boolean() }),
  message: Nullable(Type.String()),
  fileCount: Count(),
  totalBytes: Count(),
  state: Type.Union([Type.Literal('uploading'), Type.Literal('complete')]),
  receivedAt: DateTime(),
}
export const Summary = Shape(summary)
export const Deliveries = Page(Summary)
export const Delivery = Shape({
  ...summary,
  files: Type.Array(File),
  receipt: Nullable(Receipt),
  expiresAt: Nullable(DateTime()),
  proofOfDelivery: Type.Boolean({ description: 'Its proof of delivery can be exported (a timestamped head exists)' }),
})

export const SenderDelivery = Shape({
  id: Type.String(),
  files: Type.Array(File),
  receipt: Nullable(Receipt),
  organisation: Shape({ name: Type.String() }),
  receivedAt: DateTime(),
})

export const Public = Shape({
  kind: Type.Union([Type.Literal('link'), Type.Literal('page')]),
  state: Type.Union([
    Type.Literal('open'),
    Type.Literal('expired'),
    Type.Literal('revoked'),
    Type.Literal('private'),
    Type.Literal('inactive'),
    Type.Literal('login-required'),
    Type.Literal('not-member'),
  ]),
  requires: Type.Union([Type.Literal('nothing'), Type.Literal('password'), Type.Literal('code')]),
  title: Nullable(Type.String()),
  description: Nullable(Type.String()),
  color: Nullable(Type.String()),
  organisation: Shape({ name: Type.String(), logoUrl: Nullable(Type.String()), backgroundUrl: Nullable(Type.String()) }),
  limits: Shape({ maxBytes: Count(), maxFiles: Nullable(Count()) }),
})

export const Started = Shape({
  deliveryId: Type.String(),
  senderToken: Type.String({ description: 'Finishes the delivery and reads it back' }),
  upload: Shape({
    batchId: Type.String(),
    token: Type.String({ description: 'The upload token of the batch (tus, /api/v2/uploads)' }),
    endpoint: Type.String(),
    files: Type.Array(Shape({ name: Type.String(), blobId: Type.Optional(Type.String()) })),
    metadata: Type.Optional(Dict(Type.String())),
  }),
})

export const Grant = Shape({ grant: Type.String({ description: 'Send it as `grant` when starting the delivery' }) })
export const Empty = Shape({})
export const Requested = Shape({ requested: Type.Literal(true) })

const checks: [
  Same<Static<typeof Link>, SafeLinkView>,
  Same<Static<typeof ReceptionPage>, ReceptionPageView>,
  Same<Static<typeof File>, DeliveryFile>,
  Same<Static<typeof Receipt>, DeliveryReceipt>,
  Same<Static<typeof Summary>, DeliverySummary>,
  Same<Static<typeof Delivery>, DeliveryView>,
  Same<Static<typeof SenderDelivery>, SenderDeliveryView>,
  Same<Static<typeof Started>, DeliveryStart>,
  Same<Static<typeof Public>, PublicReception>,
] = [true, true, true, true, true, true, true, true, true]
void checks
