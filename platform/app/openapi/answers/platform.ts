/* The platform's own answers (health, status, instance, integrations, uploads) as schemas, checked against the code's types. */
import { Dict, Nullable, Shape, Type, type Static } from '@sceau/plugin-sdk/server'
import type { InstanceProfile } from '@sceau/shared'
import type IntegrationsController from '#controllers/integrations_controller'
import type UploadsController from '#uploads/uploads_controller'
import { Count, Integration, IsoDate, Literals, type Agrees, type Returned } from './common.js'

const Check = Shape({
  ok: Type.Boolean(),
  ms: Type.Optional(Count()),
  error: Type.Optional(Type.String()),
  degraded: Type.Optional(Type.String({ description: 'It answers, but something will soon stop it' })),
})

export const Health = Shape({
  status: Literals(['ok', 'degraded', 'down'] as const),
  failing: Type.Optional(Type.Array(Type.String(), { description: 'Engines this node needs that do not answer (503)' })),
  unreachable: Type.Optional(Type.Array(Type.String(), { description: 'Outside services that do not answer' })),
  degraded: Type.Optional(Type.Array(Type.String())),
  version: Type.String(),
  drivers: Shape({
    database: Literals(['postgres', 'sqlite'] as const),
    files: Type.String(),
    queue: Type.String(),
    mail: Type.String(),
    rateLimits: Type.String(),
    timestamps: Type.String(),
    anchoring: Type.String(),
    payments: Type.String(),
  }),
  checks: Dict(Check, { description: 'Each probe by name' }),
  plugins: Type.Array(Type.String()),
})
export const Live = Shape({ status: Type.Literal('ok') })

export const Status = Shape({
  status: Literals(['operational', 'degraded', 'down'] as const),
  components: Type.Array(Shape({ name: Type.String(), state: Literals(['operational', 'degraded', 'down'] as const) })),
  checkedAt: IsoDate(),
})

const Party = { name: Nullable(Type.String()), address: Nullable(Type.String()), phone: Nullable(Type.String()) }
export const Instance = Shape({
  version: Type.String(),
  qualifiedTimestamps: Type.Boolean(),
  anchoring: Type.Boolean(),
  legalNotice: Shape({
    publisher: Shape({ ...Party, legalNumber: Nullable(Type.String()), vatNumber: Nullable(Type.String()), email: Nullable(Type.String()) }),
    director: Nullable(Type.String()),
    host: Shape(Party),
    complete: Type.Boolean(),
  }),
})

export const WhoAmI = Shape({
  kind: Literals(['user', 'apiKey'] as const),
  userId: Nullable(Type.String()),
  email: Nullable(Type.String()),
  apiKeyId: Nullable(Type.String()),
  organizationId: Type.String(),
  role: Nullable(Literals(['admin', 'member'] as const)),
  premium: Type.Boolean(),
  integration: Shape({ ...Integration.properties, any: Type.Boolean() }),
})

export const Received = Shape({ received: Type.Literal(true) })

export const UploadBatch = Shape({
  batchId: Type.String(),
  open: Type.Boolean({ description: 'Files can still be added' }),
  files: Type.Array(
    Shape({
      id: Type.String(),
      path: Type.String(),
      size: Count(),
      receivedBytes: Count(),
      state: Literals(['uploading', 'analysing', 'ready', 'rejected'] as const),
      sha256: Nullable(Type.String()),
      rejectReason: Nullable(Type.String()),
    })
  ),
})

const checks: [
  Agrees<Static<typeof Instance>, InstanceProfile>,
  Agrees<Static<typeof WhoAmI>, Returned<typeof IntegrationsController, 'whoami'>>,
  Agrees<Static<typeof UploadBatch>, Returned<typeof UploadsController, 'status'>>,
] = [true, true, true]
void checks
