import { LOCALES, matchInput, vine } from '@sceau/plugin-sdk/server'
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '@sceau/shared'
import { TRANSFER_TEXT_LIMITS } from '../../shared/index.js'
import { settings } from '../config.js'

/** An absolute http(s) address (the deposit's public certificate page). */
const httpUrl = vine.createRule((value: unknown, _options: undefined, field) => {
  if (!URL.canParse(value as string) || !/^https?:$/.test(new URL(value as string).protocol)) field.report('', 'url', field)
})

/** Text with something besides spaces, kept as sent. */
const text = (max: number) => vine.string().maxLength(max).regex(/\S/)
const id = () => vine.number({ strict: true }).withoutDecimals().min(1).max(Number.MAX_SAFE_INTEGER)

const file = vine.object({
  name: text(255),
  path: text(1024),
  mime: vine.any().optional(),
  size: vine.number({ strict: true }).withoutDecimals().min(0).max(Number.MAX_SAFE_INTEGER),
  sha256: vine.string().regex(/^[0-9a-f]{64}$/),
  storageKey: text(1024),
  certificateUrl: vine.string().maxLength(2048).use(httpUrl()),
})

const depositCopyRequest = vine.create({
  requestId: vine.string().regex(/^[0-9A-Za-z_-]{8,64}$/),
  depositId: text(64),
  depositNumber: vine.any().optional(),
  organisationId: id(),
  userId: id().nullable(),
  senderEmail: vine.string().trim().toLowerCase().maxLength(EMAIL_MAX_LENGTH).regex(EMAIL_PATTERN),
  locale: vine.any().optional(),
  recipients: vine.array(vine.string().trim().toLowerCase().maxLength(EMAIL_MAX_LENGTH).regex(EMAIL_PATTERN)).minLength(1),
  message: vine.any().optional(),
  notifyProtected: vine.any().optional(),
  files: vine.array(file).minLength(1).maxLength(settings.maxFiles),
})

/**
 * The consignment plugin's "transfer the file" (event `consignment:transfer-requested`, payload
 * documented in both READMEs), read without importing that plugin: events carry no types across
 * plugins, so the shape is checked here. Null when it is not a request this plugin can honour.
 */
export async function parseDepositCopyRequest(payload: unknown) {
  const request = await matchInput(depositCopyRequest, payload)
  const recipients = [...new Set(request?.recipients)]
  if (!request || recipients.length > TRANSFER_TEXT_LIMITS.recipients) return null
  const { depositNumber, locale, message } = request
  return {
    requestId: request.requestId,
    depositId: request.depositId,
    depositNumber: typeof depositNumber === 'string' && depositNumber.trim() && depositNumber.length <= 64 ? depositNumber : null,
    organisationId: request.organisationId,
    userId: request.userId,
    senderEmail: request.senderEmail,
    locale: (LOCALES as readonly unknown[]).includes(locale) ? (locale as string) : 'fr',
    recipients,
    message: typeof message === 'string' ? message.trim().slice(0, TRANSFER_TEXT_LIMITS.message) || null : null,
    notifyProtected: request.notifyProtected === true,
    files: request.files.map((f) => ({ ...f, mime: typeof f.mime === 'string' ? f.mime : '' })),
  }
}

export type DepositCopyRequest = NonNullable<Awaited<ReturnType<typeof parseDepositCopyRequest>>>
