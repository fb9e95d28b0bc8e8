import { ApiError } from '@sceau/plugin-sdk/server'
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
  files: { count: number; bytes: number } | null
}

const K = 'transfer.errors.'

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
const isEmail = (value: string) => value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value)

/**
 * The transfer creation form (SPEC §5): recipients required and valid in e-mail mode, the sender's
 * e-mail required when anonymous, title / message / password optional. Every problem is reported
 * at once, by field, with the catalogue keys of SPEC §5 and §8.
 */
export function parseTransferInput(body: Record<string, unknown>, options: { anonymous: boolean }): TransferInput {
  const fields: Record<string, string> = {}
  const type = (TRANSFER_TYPES as readonly string[]).includes(body.type as string) ? (body.type as TransferType) : null
  if (body.type !== undefined && !type) fields.type = `${K}type`
  const mode = (TRANSFER_MODES as readonly string[]).includes(body.mode as string) ? (body.mode as TransferMode) : null
  if (!mode) fields.mode = `${K}mode`

  const rawRecipients = Array.isArray(body.recipients) ? body.recipients : typeof body.recipients === 'string' ? body.recipients.split(/[,;\s]+/) : []
  const recipients = [...new Set(rawRecipients.map((r) => normaliseEmail(String(r ?? ''))).filter(Boolean))]
  const sends = (type ?? 'send') !== 'protect'
  if (mode === 'email' && sends) {
    if (!recipients.length) fields.recipients = `${K}recipientsRequired`
    else if (recipients.some((r) => !isEmail(r))) fields.recipients = `${K}recipientInvalid`
    else if (recipients.length > TRANSFER_TEXT_LIMITS.recipients) fields.recipients = `${K}tooManyRecipients`
  }

  let senderEmail: string | null = null
  if (options.anonymous) {
    senderEmail = normaliseEmail(text(body.senderEmail))
    if (!senderEmail) fields.senderEmail = `${K}senderRequired`
    else if (!isEmail(senderEmail)) fields.senderEmail = `${K}senderInvalid`
  }

  const title = text(body.title) || null
  if (title && title.length > TRANSFER_TEXT_LIMITS.title) fields.title = `${K}titleTooLong`
  const message = typeof body.message === 'string' && body.message.trim() ? body.message.replace(/\r\n/g, '\n').trim() : null
  if (message && message.length > TRANSFER_TEXT_LIMITS.message) fields.message = `${K}messageTooLong`
  const password = typeof body.password === 'string' && body.password !== '' ? body.password : null
  if (password && password.length > TRANSFER_TEXT_LIMITS.password) fields.password = `${K}passwordTooLong`

  let expiryDays: number | null = null
  if (body.expiryDays !== undefined && body.expiryDays !== null && body.expiryDays !== '') {
    expiryDays = Number(body.expiryDays)
    if (!Number.isSafeInteger(expiryDays)) fields.expiryDays = `${K}expiryInvalid`
  }

  let files: TransferInput['files'] = null
  if (body.files && typeof body.files === 'object') {
    const { count, bytes } = body.files as Record<string, unknown>
    if (Number.isSafeInteger(count) && Number.isSafeInteger(bytes) && (count as number) >= 0 && (bytes as number) >= 0) {
      files = { count: count as number, bytes: bytes as number }
    } else fields.files = `${K}filesInvalid`
  }

  if (Object.keys(fields).length) {
    // "Missing email information" (SPEC §8) when an address is missing, else the generic form error.
    const missing = fields.senderEmail === `${K}senderRequired` || fields.recipients === `${K}recipientsRequired`
    throw ApiError.invalid(fields, missing ? `${K}missingEmail` : 'errors.validation')
  }
  return {
    type: type ?? 'send',
    mode: mode!,
    recipients: mode === 'email' && sends ? recipients : [],
    senderEmail,
    title,
    message,
    password,
    expiryDays,
    files,
  }
}

/** The code field of the verification modal (SPEC §5): required, then six digits. */
export function parseCode(body: Record<string, unknown>) {
  const code = text(body.code).replace(/\s+/g, '')
  if (!code) throw ApiError.invalid({ code: `${K}code.required` }, `${K}code.required`)
  if (!/^\d{6}$/.test(code)) throw ApiError.invalid({ code: `${K}code.invalid` }, `${K}code.invalid`)
  return code
}

/** The download page's password field: must be non-empty (SPEC §5). */
export function parsePassword(body: Record<string, unknown>) {
  const password = typeof body.password === 'string' ? body.password : ''
  if (!password) throw ApiError.invalid({ password: `${K}password.required` }, `${K}password.required`)
  return password
}
