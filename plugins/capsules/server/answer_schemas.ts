/* The capsules API's answers as schemas (RouteOptions.doc), checked against shared/types.ts. */
import { DateTime, Nullable, Page, Shape, Type, type Same, type Static } from '@sceau/plugin-sdk/server'
import type { CapsuleFormats, CapsuleStart, CapsuleStatus, CapsuleSummary, CapsuleView, ExtensionPackage } from '../shared/types.js'

const Sha256 = () => Type.String({ pattern: '^[0-9a-f]{64}$' })

const summary = {
  id: Type.String(),
  kind: Type.Union([Type.Literal('extension'), Type.Literal('server')]),
  url: Type.String(),
  title: Type.String(),
  capturedAt: DateTime(),
  state: Type.Union([
    Type.Literal('capturing'),
    Type.Literal('uploading'),
    Type.Literal('checking'),
    Type.Literal('depositing'),
    Type.Literal('protected'),
    Type.Literal('failed'),
  ]),
  depositId: Nullable(Type.String()),
  depositNumber: Nullable(Type.String()),
  createdAt: DateTime(),
}

export const Summary = Shape(summary)

export const View = Shape({
  ...summary,
  browser: Nullable(Type.String()),
  wacz: Nullable(Shape({ name: Type.String(), size: Type.Integer({ minimum: 0 }), sha256: Sha256() })),
  screenshot: Nullable(Shape({ width: Type.Integer(), height: Type.Integer(), size: Type.Integer({ minimum: 0 }), sha256: Sha256() })),
  contents: Type.Array(Shape({ path: Type.String(), size: Type.Integer({ minimum: 0 }) }), { description: 'Files inside the WACZ' }),
  error: Nullable(Type.String({ description: 'Why it failed (a catalogue key)' })),
})

export const Started = Shape({
  capsule: View,
  upload: Shape({
    batchId: Type.String(),
    token: Type.String({ description: 'The upload token of the batch (tus, /api/v2/uploads)' }),
    endpoint: Type.String(),
    files: Type.Array(Shape({ name: Type.String(), blobId: Type.Optional(Type.String()) })),
  }),
})

export const Capsules = Page(Summary)

export const Formats = Shape({
  archive: Type.Literal('WARC/1.1'),
  screenshot: Type.Literal('image/png'),
  redactedHeaders: Type.Array(Type.String(), { description: 'Request and response headers every capture must redact' }),
})

export const Packages = Shape({
  packages: Type.Array(
    Shape({
      browser: Type.Union([Type.Literal('chrome'), Type.Literal('firefox')]),
      name: Type.String(),
      version: Type.String(),
      size: Type.Integer({ minimum: 0 }),
      sha256: Sha256(),
      url: Type.String(),
    })
  ),
})

export const Status = Shape({
  serverCapture: Type.Boolean({ description: 'A browser is available on the server (web proofs)' }),
  price: Shape({
    cents: Type.Integer({ minimum: 0, description: "A web proof's deposit price for the caller, tax included" }),
    years: Type.Integer({ minimum: 1 }),
    upToBytes: Nullable(Type.Integer({ minimum: 1, description: 'The largest capture this price covers' })),
  }),
})

const checks: [
  Same<Static<typeof Summary>, CapsuleSummary>,
  Same<Static<typeof View>, CapsuleView>,
  Same<Static<typeof Started>, CapsuleStart>,
  Same<Static<typeof Formats>, CapsuleFormats>,
  Same<Static<typeof Status>, CapsuleStatus>,
  Same<Static<typeof Packages>['packages'][number], ExtensionPackage>,
] = [true, true, true, true, true, true]
void checks
