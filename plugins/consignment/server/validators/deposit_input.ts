import { ApiError, validateInput, vine, type FieldContext } from '@sceau/plugin-sdk/server'
import { CONSERVATION_YEARS, EMAIL_MAX_LENGTH, EMAIL_PATTERN, fileNameOf, normaliseEmail, sanitizeRelativePath } from '@sceau/shared'
import {
  AUTHOR_KINDS,
  DEPOSIT_LIMITS,
  DEPOSIT_TYPES,
  type AuthorKind,
  type CoAuthorInput,
  type DeclaredFile,
  type DepositType,
  type ThirdPartyOwner,
} from '../../shared/index.js'

const K = 'consignment.errors.'
const SHA256 = /^[0-9a-f]{64}$/

export interface ValidDeposit {
  type: DepositType
  authorKind: AuthorKind
  owner: ThirdPartyOwner | null
  years: number
  coAuthors: CoAuthorInput[]
  title: string
  description: string | null
  hashOnly: boolean
  files: (Required<Pick<DeclaredFile, 'path' | 'size'>> & { name: string; mime: string; sha256: string | null })[]
}

type AuthorEmailOf = (kind: AuthorKind, owner: ThirdPartyOwner | null) => string | null

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value)
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
/** The normalised address, or null when it is not one. */
const emailOf = (value: unknown) => {
  const email = normaliseEmail(text(value))
  return email && email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email) ? email : null
}
/** The position of the list member a field belongs to ("files.3.path" -> 3). */
const memberIndex = (field: FieldContext) => Number(field.getFieldPath().split('.').at(-2))
/** Reports on a list without marking it invalid, so its members are still checked: every problem at once. */
const reportOnList = (field: FieldContext, rule: string) => field.report('', rule, { ...field })

/** Text cut to its column's length, as the form's fields are. */
const clip = vine.createRule((value: unknown, max: number, field) => {
  field.mutate((value as string).slice(0, max), field)
})

/** Lists: the first `max` members are checked and kept; more is "maxLength" on the list unless `quietly`. */
const atMost = vine.createRule((value: unknown, options: { max: number; quietly?: boolean }, field) => {
  const list = value as unknown[]
  if (list.length > options.max && !options.quietly) reportOnList(field, 'maxLength')
  field.mutate(list.slice(0, options.max), field)
})

/** A single-file deposit holds exactly one file. */
const singleWhenFile = vine.createRule((value: unknown, _options: undefined, field) => {
  // Too many files, reported first, is the message the list keeps.
  if ((field.data as Record<string, unknown>).type === 'file' && (value as unknown[]).length !== 1) reportOnList(field, 'single')
})

/** A relative path made safe (no "..", no drive letter, no control characters), or "path" when nothing is left. */
const safePath = vine.createRule((value: unknown, _options: undefined, field) => {
  const path = sanitizeRelativePath(value as string)
  if (path) field.mutate(path, field)
  else field.report('', 'path', field)
})

/** A path an earlier file of the list (one with a numeric size) already has: "distinct". */
const listedOnce = vine.createRule((value: unknown, _options: undefined, field) => {
  const files = (field.data as Record<string, unknown>).files as unknown[]
  const earlier = files.slice(0, memberIndex(field)).filter(isRecord)
  if (earlier.some((f) => typeof f.path === 'string' && typeof f.size === 'number' && sanitizeRelativePath(f.path) === value))
    field.report('', 'distinct', field)
})

/**
 * docs/product.md §5: a co-author's e-mail is not the author's ("Email identical to the author's") and is
 * not one an earlier co-author already has ("This email already exists").
 */
const otherCoAuthor = vine.createRule((value: unknown, _options: undefined, field) => {
  const data = field.data as Record<string, unknown>
  const kind = AUTHOR_KINDS.find((k) => k === (data.authorKind ?? 'me'))
  const owner = kind === 'third_party' ? ({ email: emailOf(isRecord(data.owner) ? data.owner.email : null) ?? '' } as ThirdPartyOwner) : null
  const authorEmail = kind ? (field.meta as { authorEmailOf: AuthorEmailOf }).authorEmailOf(kind, owner) : null
  const author = authorEmail ? normaliseEmail(authorEmail) : null
  if (value === author) return field.report('', 'author', field)
  const coAuthors = data.coAuthors as unknown[]
  const earlier = coAuthors.slice(0, memberIndex(field)).map((c) => emailOf(isRecord(c) ? c.email : null))
  if (earlier.some((email) => email === value && email !== author)) field.report('', 'distinct', field)
})

const email = () => vine.string().trim().toLowerCase().minLength(1).maxLength(EMAIL_MAX_LENGTH).regex(EMAIL_PATTERN)
const name = (max: number) => vine.string().trim().use(clip(max)).minLength(1)

const declaredFiles = () =>
  vine
    .array(
      vine.object({
        path: vine.string().use(safePath()).use(listedOnce()),
        size: vine.number({ strict: true }).withoutDecimals().min(0).max(Number.MAX_SAFE_INTEGER),
        // Required when only the checksums are deposited; checked whenever given.
        sha256: vine
          .string()
          .toLowerCase()
          .regex(SHA256)
          .optional()
          .requiredWhen((field) => (field.data as Record<string, unknown>).hashOnly === true),
        mime: vine.any().optional(),
      })
    )
    .minLength(1)
    .use(atMost({ max: DEPOSIT_LIMITS.files }))

const fileMessages = {
  files: `${K}filesRequired`,
  'files.maxLength': `${K}tooManyFiles`,
  'files.single': `${K}singleFileOnly`,
  'files.*.path': `${K}fileNameInvalid`,
  'files.*.path.distinct': `${K}fileListedTwice`,
  'files.*.size': `${K}fileSizeInvalid`,
  'files.*.sha256': `${K}checksumInvalid`,
}

const emailMessages = (field: string) => ({
  [field]: `${K}emailRequired`,
  [`${field}.maxLength`]: `${K}emailInvalid`,
  [`${field}.regex`]: `${K}emailInvalid`,
})

export const depositValidator = vine.withMetaData<{ authorEmailOf: AuthorEmailOf }>().create(
  vine
    .object({
      type: vine.enum(DEPOSIT_TYPES),
      authorKind: vine.enum(AUTHOR_KINDS).optional(),
      title: vine.string().trim().minLength(1).maxLength(DEPOSIT_LIMITS.title),
      description: vine.string().trim().maxLength(DEPOSIT_LIMITS.description).optional(),
      hashOnly: vine.any().optional(),
      files: declaredFiles().use(singleWhenFile()),
      coAuthors: vine
        .array(
          vine.object({
            firstname: name(DEPOSIT_LIMITS.name),
            lastname: name(DEPOSIT_LIMITS.name),
            email: email().use(otherCoAuthor()),
          })
        )
        .use(atMost({ max: DEPOSIT_LIMITS.coAuthors }))
        .optional(),
    })
    // A premium annual folder is a yearly subscription (docs/product.md §9): its length is not chosen.
    .merge(vine.group([vine.group.if((data) => data.type === 'premium', {}), vine.group.else({ years: vine.enum(CONSERVATION_YEARS).optional() })]))
    .merge(
      vine.group([
        vine.group.if((data) => data.authorKind === 'third_party', {
          owner: vine.object({
            legalName: name(255),
            companyNumber: name(64),
            lastname: name(DEPOSIT_LIMITS.name),
            firstname: name(DEPOSIT_LIMITS.name),
            email: email(),
          }),
        }),
        vine.group.else({}),
      ])
    )
)

const depositMessages = {
  type: `${K}typeInvalid`,
  authorKind: `${K}authorKindInvalid`,
  years: `${K}yearsInvalid`,
  title: `${K}titleRequired`,
  'title.maxLength': `${K}titleTooLong`,
  description: `${K}descriptionTooLong`,
  ...fileMessages,
  coAuthors: `${K}coAuthorsInvalid`,
  'coAuthors.maxLength': `${K}tooManyCoAuthors`,
  'coAuthors.*.firstname': `${K}firstnameRequired`,
  'coAuthors.*.lastname': `${K}lastnameRequired`,
  ...emailMessages('coAuthors.*.email'),
  'coAuthors.*.email.author': `${K}coAuthorIsAuthor`,
  'coAuthors.*.email.distinct': `${K}coAuthorDuplicate`,
  owner: `${K}ownerFieldRequired`,
  ...Object.fromEntries(['legalName', 'companyNumber', 'lastname', 'firstname'].map((key) => [`owner.${key}`, `${K}ownerFieldRequired`])),
  ...emailMessages('owner.email'),
}

type DeclaredInput = { path: string; size: number; sha256?: string; mime?: unknown }

function declared(files: DeclaredInput[]): ValidDeposit['files'] {
  return files.map(({ path, size, sha256, mime }) => ({
    path,
    name: fileNameOf(path),
    size,
    mime: typeof mime === 'string' && /^[\w.+-]+\/[\w.+-]+$/.test(mime) ? mime.slice(0, 255) : 'application/octet-stream',
    sha256: sha256 ?? null,
  }))
}

/**
 * Checks a deposit request completely before anything is stored or charged; every problem is
 * reported at once as field -> catalogue key (422).
 */
export async function validateDeposit(body: unknown, authorEmailOf: AuthorEmailOf): Promise<ValidDeposit> {
  // A third party sent without its owner: each of the owner's fields is reported, as for an empty form.
  const withOwner = isRecord(body) && body.authorKind === 'third_party' && !isRecord(body.owner) ? { ...body, owner: {} } : body
  const input = await validateInput(depositValidator, withOwner, { messages: depositMessages, meta: { authorEmailOf } })
  return {
    type: input.type,
    authorKind: input.authorKind ?? 'me',
    owner: 'owner' in input ? (input.owner as ThirdPartyOwner) : null,
    years: input.type === 'premium' ? 1 : ((input as { years?: number }).years ?? 3),
    coAuthors: input.coAuthors ?? [],
    title: input.title,
    description: input.description || null,
    hashOnly: input.hashOnly === true,
    files: declared(input.files),
  }
}

export const versionValidator = vine.create({ hashOnly: vine.any().optional(), files: declaredFiles() })

/** A new version of a project: its files, declared as for a deposit. */
export async function validateVersion(body: unknown) {
  const input = await validateInput(versionValidator, body, { messages: fileMessages })
  return { hashOnly: input.hashOnly === true, files: declared(input.files) }
}

export const editValidator = vine.create(
  vine
    .object({ description: vine.string().trim().maxLength(DEPOSIT_LIMITS.description).nullable().optional() })
    // A title sent must be one: null or "" is refused, not ignored.
    .merge(
      vine.group([
        vine.group.if((data) => data.title !== undefined, { title: vine.string().trim().minLength(1).maxLength(DEPOSIT_LIMITS.title) }),
        vine.group.else({}),
      ])
    )
)

/** PATCH: title and description only ("Update is not possible" when they are not acceptable). */
export async function validateEdit(body: unknown) {
  const input = await validateInput(editValidator, body, {
    messages: { title: `${K}titleRequired`, 'title.maxLength': `${K}titleTooLong`, description: `${K}descriptionTooLong` },
    message: `${K}updateImpossible`,
  })
  return {
    title: 'title' in input ? (input.title as string) : undefined,
    description: input.description === undefined ? undefined : input.description || null,
  }
}

export const renewalValidator = vine.create({ years: vine.enum(CONSERVATION_YEARS) })

/** Renewal: the conservation length, always chosen (it is what is charged), in a JSON object. */
export async function validateRenewal(body: unknown, json: boolean) {
  // A form, a text or an XML body is not a renewal someone chose and priced: refused before anything.
  if (!json || typeof body !== 'object' || body === null || Array.isArray(body)) throw ApiError.invalid({ years: `${K}renewalBody` }, `${K}renewalBody`)
  const { years } = await validateInput(renewalValidator, body, { messages: { years: `${K}yearsInvalid`, 'years.required': `${K}yearsInvalid` } })
  return years
}

export const transferRequestValidator = vine.create({
  recipients: vine
    .array(email())
    .minLength(1)
    .use(atMost({ max: 50, quietly: true })),
  message: vine.any().optional(),
  notifyProtected: vine.any().optional(),
})

/** "Transfer the file": the recipients (each checked, kept once), an optional message, whether to say the file is protected. */
export async function validateTransferRequest(body: unknown) {
  const input = await validateInput(transferRequestValidator, body, {
    messages: { recipients: `${K}recipientsRequired`, ...emailMessages('recipients.*') },
  })
  return {
    recipients: [...new Set(input.recipients)],
    message: typeof input.message === 'string' ? input.message.trim().slice(0, 5000) || null : null,
    notifyProtected: input.notifyProtected === true,
  }
}
