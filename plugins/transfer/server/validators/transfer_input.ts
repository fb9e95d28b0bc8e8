import { validateInput, vine } from '@sceau/plugin-sdk/server'
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, normaliseEmail } from '@sceau/shared'
import { TRANSFER_MODES, TRANSFER_TEXT_LIMITS, TRANSFER_TYPES, type TransferMode, type TransferType } from '../../shared/index.js'

export interface TransferInput {
  type: TransferType
  mode: TransferMode
  recipients: string[]
  senderEmail: string | null
  title: string | null
  message: string | null
  password: string | null
  expiryDays: number | null
  /** The announced upload; with its list, the upload batch takes those files only. */
  files: { count: number; bytes: number; list: { path: string; size: number }[] | null } | null
  /** End-to-end encrypted (docs/e2e-format.md): files and names reach the server encrypted. */
  e2e: boolean
  /** Recipients are asked to confirm receipt (docs/proof-of-delivery.md). */
  acknowledgement: boolean
  /** "protect" / "protect and send": the deposit price the sender saw and confirmed (cents, tax included); required for those (issue 25). */
  priceCents: number | null
}

const K = 'transfer.errors.'

const isEmail = (value: string) => value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value)
const isCount = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0

/** A list or one string of addresses split on commas, semicolons and spaces: normalised, each kept once, then checked. */
const recipientList = vine.createRule((value: unknown, _options: undefined, field) => {
  const raw = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[,;\s]+/) : []
  const recipients = [...new Set(raw.map((r) => normaliseEmail(String(r ?? ''))).filter(Boolean))]
  field.mutate(recipients, field)
  if (!recipients.length) field.report('', 'required', field)
  else if (!recipients.every(isEmail)) field.report('', 'email', field)
  else if (recipients.length > TRANSFER_TEXT_LIMITS.recipients) field.report('', 'maxLength', field)
})

/** The announced upload: `{ count, bytes }`, both whole numbers from zero, and optionally its `list` of `{ path, size }` (as many, as large). */
const fileTotals = vine.createRule((value: unknown, _options: undefined, field) => {
  const { count, bytes, list } = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>
  const files = Array.isArray(list) ? list.map((f) => (f && typeof f === 'object' ? (f as Record<string, unknown>) : {})) : null
  const listed =
    files === null ||
    (files.length === count &&
      files.every((f) => typeof f.path === 'string' && isCount(f.size)) &&
      files.reduce((sum, f) => sum + (f.size as number), 0) === bytes)
  if (isCount(count) && isCount(bytes) && listed && (list === undefined || files !== null)) {
    field.mutate({ count, bytes, list: files?.map((f) => ({ path: f.path as string, size: f.size as number })) ?? null }, field)
  } else field.report('', 'files', field)
})

/** Days as a whole number, written as one or as its digits; "" is no choice. */
const wholeDays = vine.createRule((value: unknown, _options: undefined, field) => {
  const days = value === '' ? null : Number(value)
  if (days === null || Number.isSafeInteger(days)) field.mutate(days, field)
  else field.report('', 'number', field)
})

/** Windows line ends counted as one character, as the browser shows them. */
const unixLineEnds = vine.createRule((value: unknown, _options: undefined, field) => {
  field.mutate((value as string).replace(/\r\n/g, '\n'), field)
})

/** The code typed in the verification modal, its spaces removed. */
const withoutSpaces = vine.createRule((value: unknown, _options: undefined, field) => {
  field.mutate((value as string).replace(/\s+/g, ''), field)
})

export const transferValidator = vine.withMetaData<{ anonymous: boolean }>().create(
  vine
    .object({
      type: vine.enum(TRANSFER_TYPES).optional(),
      mode: vine.enum(TRANSFER_MODES),
      title: vine.string().trim().maxLength(TRANSFER_TEXT_LIMITS.title).optional(),
      message: vine.string().use(unixLineEnds()).trim().maxLength(TRANSFER_TEXT_LIMITS.message).optional(),
      password: vine.string().maxLength(TRANSFER_TEXT_LIMITS.password).optional(),
      expiryDays: vine.any().use(wholeDays()).optional(),
      files: vine.any().use(fileTotals()).optional(),
      e2e: vine.boolean().optional(),
      acknowledgement: vine.boolean().optional(),
      priceCents: vine.number({ strict: true }).withoutDecimals().min(0).max(10_000_000).optional(),
    })
    // Recipients matter only when the link is e-mailed (a "protect" transfer sends nothing).
    .merge(
      vine.group([
        vine.group.if((data) => data.mode === 'email' && data.type !== 'protect', { recipients: vine.any().use(recipientList()) }),
        vine.group.else({}),
      ])
    )
    .merge(
      vine.group([
        vine.group.if((_data, field) => field.meta.anonymous, {
          senderEmail: vine.string().trim().toLowerCase().minLength(1).maxLength(EMAIL_MAX_LENGTH).regex(EMAIL_PATTERN),
        }),
        vine.group.else({}),
      ])
    )
)

/** docs/product.md §5 and §8 wording, by field ("<field>") or by field and rule ("<field>.<rule>"). */
const transferMessages = {
  type: `${K}type`,
  mode: `${K}mode`,
  'recipients.required': `${K}recipientsRequired`,
  'recipients.email': `${K}recipientInvalid`,
  'recipients.maxLength': `${K}tooManyRecipients`,
  senderEmail: `${K}senderRequired`,
  'senderEmail.maxLength': `${K}senderInvalid`,
  'senderEmail.regex': `${K}senderInvalid`,
  title: `${K}titleTooLong`,
  message: `${K}messageTooLong`,
  password: `${K}passwordTooLong`,
  expiryDays: `${K}expiryInvalid`,
  files: `${K}filesInvalid`,
  e2e: `${K}e2e.invalid`,
  acknowledgement: `${K}acknowledgement.option`,
  priceCents: `${K}priceRequired`,
}

/**
 * The transfer creation form (docs/product.md §5): recipients required and valid in e-mail mode, the sender's
 * e-mail required when anonymous, title / message / password optional. Every problem is reported
 * at once, by field, with the catalogue keys of docs/product.md §5 and §8.
 */
export async function parseTransferInput(body: Record<string, unknown>, options: { anonymous: boolean }): Promise<TransferInput> {
  const input = await validateInput(transferValidator, body, {
    messages: transferMessages,
    // "Missing email information" (docs/product.md §8) when an address is missing, else the generic form error.
    message: (fields) =>
      fields.senderEmail === `${K}senderRequired` || fields.recipients === `${K}recipientsRequired` ? `${K}missingEmail` : 'errors.validation',
    meta: options,
  })
  return {
    type: input.type ?? 'send',
    mode: input.mode,
    recipients: 'recipients' in input ? (input.recipients as string[]) : [],
    senderEmail: 'senderEmail' in input ? (input.senderEmail as string) : null,
    title: input.title || null,
    message: input.message || null,
    password: input.password || null,
    expiryDays: (input.expiryDays as number | null) ?? null,
    files: (input.files as TransferInput['files']) ?? null,
    e2e: input.e2e === true,
    acknowledgement: input.acknowledgement === true,
    priceCents: input.priceCents ?? null,
  }
}

export const codeValidator = vine.create({
  code: vine
    .string()
    .use(withoutSpaces())
    .minLength(1)
    .regex(/^\d{6}$/),
})

/** The code field of the verification modal (docs/product.md §5): required, then six digits. */
export async function parseCode(body: Record<string, unknown>) {
  const { code } = await validateInput(codeValidator, body, {
    messages: { code: `${K}code.required`, 'code.regex': `${K}code.invalid` },
    message: (fields) => fields.code,
  })
  return code
}

const acknowledgementFields = {
  name: vine.string().trim().minLength(1).maxLength(TRANSFER_TEXT_LIMITS.name),
  email: vine.string().trim().toLowerCase().minLength(1).maxLength(EMAIL_MAX_LENGTH).regex(EMAIL_PATTERN),
}
export const acknowledgementCodeValidator = vine.create(acknowledgementFields)
export const acknowledgementValidator = vine.create({
  ...acknowledgementFields,
  code: vine
    .string()
    .use(withoutSpaces())
    .minLength(1)
    .regex(/^\d{6}$/),
})

const acknowledgementMessages = {
  name: `${K}acknowledgement.nameRequired`,
  'name.maxLength': `${K}acknowledgement.nameTooLong`,
  email: `${K}acknowledgement.emailRequired`,
  'email.maxLength': `${K}acknowledgement.emailInvalid`,
  'email.regex': `${K}acknowledgement.emailInvalid`,
  code: `${K}code.required`,
  'code.regex': `${K}code.invalid`,
}

/** "Confirm receipt", first step: the recipient's name and address (the code goes there). */
export async function parseAcknowledgementRequest(body: Record<string, unknown>) {
  return validateInput(acknowledgementCodeValidator, body, { messages: acknowledgementMessages, message: 'errors.validation' })
}

/** "Confirm receipt", second step: the same name and address, and the code mailed to it. */
export async function parseAcknowledgement(body: Record<string, unknown>) {
  return validateInput(acknowledgementValidator, body, { messages: acknowledgementMessages, message: 'errors.validation' })
}

export const passwordValidator = vine.create({ password: vine.string().minLength(1) })

/** The download page's password field: must be non-empty (docs/product.md §5). */
export async function parsePassword(body: Record<string, unknown>) {
  const { password } = await validateInput(passwordValidator, body, { messages: { password: `${K}password.required` }, message: (fields) => fields.password })
  return password
}

/** The encrypted manifest's base64url text, at most this long (768 KiB of ciphertext: thousands of files). */
export const E2E_MANIFEST_MAX_CHARS = 1_048_576

const e2eSendValidator = vine.create({
  e2e: vine.object({
    manifest: vine
      .string()
      .minLength(1)
      .maxLength(E2E_MANIFEST_MAX_CHARS)
      .regex(/^[A-Za-z0-9_-]+$/),
    commitments: vine
      .array(
        vine.object({
          id: vine.string().regex(/^[0-9a-f]{32}$/),
          commitment: vine.string().regex(/^[0-9a-f]{64}$/),
        })
      )
      .minLength(1)
      .maxLength(100_000),
  }),
})

/**
 * The send call of an end-to-end encrypted draft: the encrypted manifest and one commitment per file
 * (docs/e2e-format.md §4-5). Null when the body carries none.
 */
export async function parseE2eSend(body: Record<string, unknown>) {
  if (body?.e2e === undefined) return null
  const { e2e } = await validateInput(e2eSendValidator, body, {
    messages: {
      e2e: `${K}e2e.invalid`,
      'e2e.manifest': `${K}e2e.invalid`,
      'e2e.commitments': `${K}e2e.invalid`,
      'e2e.commitments.*.id': `${K}e2e.invalid`,
      'e2e.commitments.*.commitment': `${K}e2e.invalid`,
    },
    message: `${K}e2e.invalid`,
  })
  return e2e
}
