import { validateInput, vine } from '@sceau/plugin-sdk/server'
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '@sceau/shared'
import { PAGE_ACCESS_TYPES, SAFELINK_AUDIENCES, type DeliveryStartInput, type ReceptionPageInput, type SafeLinkInput } from '../../shared/types.js'

const K = 'receptions.errors.'
const EXPIRIES = ['24h', '7d', '14d', '30d', 'first-upload'] as const
const COLOUR = /^#[0-9a-fA-F]{6}$/

/** Windows line ends counted as one character, as the browser shows them. */
const unixLineEnds = vine.createRule((value: unknown, _options: undefined, field) => {
  field.mutate((value as string).replace(/\r\n/g, '\n'), field)
})

export const linkValidator = vine.create({
  title: vine.string().trim().minLength(1).maxLength(120),
  description: vine.string().use(unixLineEnds()).trim().maxLength(2000).nullable().optional(),
  color: vine.string().trim().regex(COLOUR).nullable().optional(),
  audience: vine.enum(SAFELINK_AUDIENCES),
  password: vine.string().maxLength(200).nullable().optional(),
  expiry: vine.enum(EXPIRIES),
  maxBytes: vine.number().withoutDecimals().min(1).nullable().optional(),
  maxFiles: vine.number().withoutDecimals().min(1).max(100_000).nullable().optional(),
})

export async function parseSafeLink(body: unknown): Promise<SafeLinkInput> {
  const input = await validateInput(linkValidator, body, {
    messages: {
      title: `${K}titleRequired`,
      'title.maxLength': `${K}titleTooLong`,
      description: `${K}descriptionTooLong`,
      color: `${K}colour`,
      audience: `${K}audience`,
      password: `${K}passwordTooLong`,
      expiry: `${K}expiry`,
      maxBytes: `${K}maxBytes`,
      maxFiles: `${K}maxFiles`,
    },
    message: 'errors.validation',
  })
  const password = input.password || null
  if (input.audience === 'password' && (!password || password.length < 8)) {
    await validateInput(
      vine.create({ password: vine.string().minLength(8) }),
      { password: password ?? '' },
      {
        messages: { password: `${K}passwordShort` },
        message: 'errors.validation',
      }
    )
  }
  return {
    title: input.title,
    description: input.description || null,
    color: input.color ? input.color.toLowerCase() : null,
    audience: input.audience,
    password: input.audience === 'password' ? password : null,
    expiry: input.expiry,
    maxBytes: input.maxBytes ?? null,
    maxFiles: input.maxFiles ?? null,
  }
}

export const pageValidator = vine.create({
  active: vine.boolean({ strict: true }),
  color: vine.string().trim().regex(COLOUR).nullable().optional(),
  recipientIds: vine
    .array(
      vine
        .string()
        .trim()
        .regex(/^\d{1,15}$/)
    )
    .maxLength(200),
  access: vine.enum(PAGE_ACCESS_TYPES),
  password: vine.string().maxLength(200).nullable().optional(),
})

export async function parsePage(body: unknown): Promise<ReceptionPageInput> {
  const input = await validateInput(pageValidator, body, {
    messages: {
      active: `${K}active`,
      color: `${K}colour`,
      recipientIds: `${K}recipients`,
      'recipientIds.*': `${K}recipients`,
      access: `${K}access`,
      password: `${K}passwordTooLong`,
    },
    message: 'errors.validation',
  })
  return {
    active: input.active,
    color: input.color ? input.color.toLowerCase() : null,
    recipientIds: [...new Set(input.recipientIds)],
    access: input.access,
    password: input.password || null,
  }
}

export const passwordOnlyValidator = vine.create({ password: vine.string().minLength(1).maxLength(200) })

export async function parsePasswordOnly(body: unknown) {
  const { password } = await validateInput(passwordOnlyValidator, body, {
    messages: { password: `${K}passwordRequired` },
    message: (fields) => fields.password ?? 'errors.validation',
  })
  return password
}

const emailField = () => vine.string().trim().toLowerCase().minLength(1).maxLength(EMAIL_MAX_LENGTH).regex(EMAIL_PATTERN)

export const emailValidator = vine.create({ email: emailField() })

export async function parseEmail(body: unknown) {
  const { email } = await validateInput(emailValidator, body, {
    messages: { email: `${K}emailInvalid`, 'email.minLength': `${K}emailRequired`, 'email.required': `${K}emailRequired` },
    message: (fields) => fields.email ?? 'errors.validation',
  })
  return email
}

export const codeValidator = vine.create({
  email: emailField(),
  code: vine
    .string()
    .trim()
    .regex(/^\d{6}$/),
})

export async function parseCodeCheck(body: unknown) {
  return validateInput(codeValidator, body, {
    messages: { email: `${K}emailInvalid`, code: `${K}codeInvalid` },
    message: 'errors.validation',
  })
}

export const startValidator = vine.create({
  name: vine.string().trim().minLength(1).maxLength(120),
  email: emailField(),
  message: vine.string().use(unixLineEnds()).trim().maxLength(5000).nullable().optional(),
  grant: vine.string().maxLength(4000).nullable().optional(),
  files: vine
    .array(
      vine.object({
        name: vine.string().minLength(1).maxLength(1024),
        size: vine.number().withoutDecimals().min(0),
        path: vine.string().maxLength(4096).nullable().optional(),
        type: vine.string().maxLength(255).nullable().optional(),
      })
    )
    .minLength(1),
})

export async function parseDeliveryStart(body: unknown): Promise<DeliveryStartInput> {
  const input = await validateInput(startValidator, body, {
    messages: {
      name: `${K}nameRequired`,
      'name.maxLength': `${K}nameTooLong`,
      email: `${K}emailInvalid`,
      'email.required': `${K}emailRequired`,
      'email.minLength': `${K}emailRequired`,
      message: `${K}messageTooLong`,
      grant: `${K}grantInvalid`,
      files: `${K}filesRequired`,
      'files.*': `${K}filesInvalid`,
    },
    message: 'errors.validation',
  })
  return {
    name: input.name,
    email: input.email,
    message: input.message || null,
    grant: input.grant || null,
    files: input.files.map((f) => ({ name: f.name, size: f.size, path: f.path ?? null, type: f.type ?? null })),
  }
}

export const senderTokenValidator = vine.create({ senderToken: vine.string().regex(/^[0-9A-Za-z]{32}$/) })

export async function parseSenderToken(body: unknown) {
  const { senderToken } = await validateInput(senderTokenValidator, body, {
    messages: { senderToken: `${K}notFound` },
    message: (fields) => fields.senderToken ?? 'errors.validation',
  })
  return senderToken
}

/** The deposit price the member saw and confirmed (cents, tax included), required before a received file is protected (issue 25). */
export const protectValidator = vine.create({ priceCents: vine.number({ strict: true }).withoutDecimals().min(0).max(10_000_000) })

/** POST /receptions/deliveries/:id/files/:fileId/protect: the price confirmed. */
export async function parseProtect(body: unknown): Promise<{ priceCents: number }> {
  return validateInput(protectValidator, body, { messages: { priceCents: `${K}priceRequired` }, message: `${K}priceRequired` })
}
