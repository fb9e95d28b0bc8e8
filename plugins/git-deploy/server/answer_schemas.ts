/* The git-deploy API's answers as schemas (RouteOptions.doc), checked against shared/types.ts. */
import { DateTime, Nullable, PageMeta, Shape, Type, type Same, type Static } from '@sceau/plugin-sdk/server'
import type { ReleaseStart, ReleaseView } from '../shared/types.js'

const CoAuthor = Shape({ name: Type.String(), email: Type.String() })
const Archive = Shape({ name: Type.String(), size: Type.Integer({ minimum: 0 }), sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }) })

export const Release = Shape({
  id: Type.String(),
  repository: Type.String({ description: 'owner/name' }),
  tag: Nullable(Type.String()),
  commit: Type.String(),
  years: Type.Integer(),
  coAuthors: Type.Array(CoAuthor),
  state: Type.Union([Type.Literal('uploading'), Type.Literal('depositing'), Type.Literal('protected'), Type.Literal('failed')]),
  archive: Archive,
  deposit: Nullable(Shape({ id: Type.String(), number: Nullable(Type.String()), certificateUrl: Nullable(Type.String()) })),
  error: Nullable(Type.String()),
  createdAt: DateTime(),
})

export const Started = Shape({
  release: Release,
  upload: Nullable(Shape({ batchId: Type.String(), uploadToken: Type.String(), endpoint: Type.String() })),
  existing: Type.Boolean({ description: 'This release was asked for before: no second deposit' }),
})

export const Releases = Shape({
  data: Type.Array(Release),
  meta: PageMeta,
  repositories: Type.Array(Type.String(), { description: "Every repository of the organisation's releases (the filter's choices)" }),
})
export const OneRelease = Shape({ release: Release })

const sameRelease: Same<Static<typeof Release>, ReleaseView> = true
const sameStart: Same<Static<typeof Started>, ReleaseStart> = true
void [sameRelease, sameStart]
