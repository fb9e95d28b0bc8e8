/* What the platform's answer schemas share: the permissions object, people, and the check that ties a schema to the code's type. */
import { Dict, Nullable, Shape, Type, type TSchema } from '@sceau/plugin-sdk/server'

export const Count = (options: { description?: string } = {}) => Type.Integer({ minimum: 0, ...options })
export const Literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value)))
/** An ISO 8601 date and time (isoOf in app/models/date_time_column.ts for stored moments). */
export const IsoDate = () => Type.String({ format: 'date-time' })
/** A moment that may not have happened (last use, expiry...). */
export const MaybeIsoDate = () => Nullable(IsoDate())
export const Role = Literals(['admin', 'member'] as const)
/** A URL under /api/v2/media, or null when there is no picture. */
export const MediaUrl = () => Nullable(Type.String())

/** What the code's type and a schema's static type agree on: each is assignable to the other (readonly aside). */
export type Agrees<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false

/** A controller action's answer type (the body it returns). */
export type Returned<C extends abstract new (...args: never[]) => unknown, M extends keyof InstanceType<C>> = InstanceType<C>[M] extends (
  ...args: never[]
) => infer R
  ? Awaited<R>
  : never

const IntegrationFlags = Shape({ capsule: Type.Boolean(), webProof: Type.Boolean(), gitCloning: Type.Boolean(), api: Type.Boolean() })
export const Integration = IntegrationFlags

/** The permissions of a member in an organisation (docs/product.md §3). */
export const Permissions = Shape(
  {
    admin: Type.Optional(Type.Boolean({ description: 'Administrators only' })),
    organization: Type.Optional(Shape({ nbMember: Count(), settings: Type.Boolean() }, 'Administrators only')),
    transfer: Shape({ password: Type.Boolean(), limitations: Shape({ sizeMax: Count({ description: 'MiB' }) }), conservationDays: Count() }),
    consignment: Shape({
      active: Type.Boolean(),
      types: Shape({
        group: Shape({ active: Type.Boolean() }),
        versionning: Shape({ active: Type.Boolean() }),
        premium: Shape({ active: Type.Boolean() }),
      }),
      isMandataire: Type.Boolean(),
    }),
    integration: IntegrationFlags,
    addressBook: Type.Boolean(),
    plugins: Dict(Type.Boolean(), { description: 'Permissions plugins declare, by name' }),
  },
  'What the caller may do in the organisation'
)

/** Right name -> activated, for each right of the organisation. */
export const Rights = Dict(Type.Boolean(), { description: 'Right name -> activated' })

export const Person = {
  id: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
  email: Type.String(),
  avatarUrl: MediaUrl(),
  initials: Type.String({ description: 'Shown when there is no avatar' }),
}

/** `{ sent: true }`: the mail is queued. */
export const Sent = Shape({ sent: Type.Boolean({ const: true }) })

export type { TSchema }
