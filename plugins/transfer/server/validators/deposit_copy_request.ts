import { LOCALES } from '@sceau/plugin-sdk/server'
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, normaliseEmail } from '@sceau/shared'
import { TRANSFER_TEXT_LIMITS } from '../../shared/index.js'
import { settings } from '../config.js'

type Fields = Record<string, unknown>

const isObject = (value: unknown): value is Fields => !!value && typeof value === 'object' && !Array.isArray(value)
const text = (value: unknown, max: number) => (typeof value === 'string' && value.trim() !== '' && value.length <= max ? value : null)
const isEmail = (value: string) => value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value)
const isId = (value: unknown) => Number.isSafeInteger(value) && (value as number) > 0

function httpUrl(value: unknown) {
  if (typeof value !== 'string' || value.length > 2048) return null
  try {
    return /^https?:$/.test(new URL(value).protocol) ? value : null
  } catch {
    return null
  }
}

function file(value: unknown) {
  if (!isObject(value)) return null
  const name = text(value.name, 255)
  const path = text(value.path, 1024)
  const storageKey = text(value.storageKey, 1024)
  const certificateUrl = httpUrl(value.certificateUrl)
  const sha256 = typeof value.sha256 === 'string' && /^[0-9a-f]{64}$/.test(value.sha256) ? value.sha256 : null
  const size = Number.isSafeInteger(value.size) && (value.size as number) >= 0 ? (value.size as number) : null
  if (!name || !path || !storageKey || !certificateUrl || !sha256 || size === null) return null
  return { name, path, mime: typeof value.mime === 'string' ? value.mime : '', size, sha256, storageKey, certificateUrl }
}

/**
 * The consignment plugin's "transfer the file" (event `consignment:transfer-requested`, payload
 * documented in both READMEs), read without importing that plugin: events carry no types across
 * plugins, so the shape is checked here. Null when it is not a request this plugin can honour.
 */
export function parseDepositCopyRequest(payload: unknown) {
  if (!isObject(payload)) return null
  const requestId = typeof payload.requestId === 'string' && /^[0-9A-Za-z_-]{8,64}$/.test(payload.requestId) ? payload.requestId : null
  const depositId = text(payload.depositId, 64)
  const senderEmail = typeof payload.senderEmail === 'string' ? normaliseEmail(payload.senderEmail) : ''
  const recipients = Array.isArray(payload.recipients) ? [...new Set(payload.recipients.map((r) => normaliseEmail(String(r ?? ''))))] : []
  const files = Array.isArray(payload.files) ? payload.files.map(file) : []
  if (!requestId || !depositId || !isId(payload.organisationId) || !isEmail(senderEmail)) return null
  if (payload.userId !== null && !isId(payload.userId)) return null
  if (!recipients.length || recipients.length > TRANSFER_TEXT_LIMITS.recipients || !recipients.every(isEmail)) return null
  if (!files.length || files.length > settings.maxFiles || files.some((f) => f === null)) return null
  const message = typeof payload.message === 'string' ? payload.message.trim().slice(0, TRANSFER_TEXT_LIMITS.message) || null : null
  return {
    requestId,
    depositId,
    depositNumber: text(payload.depositNumber, 64),
    organisationId: payload.organisationId as number,
    userId: payload.userId as number | null,
    senderEmail,
    locale: (LOCALES as readonly string[]).includes(payload.locale as string) ? (payload.locale as string) : 'fr',
    recipients,
    message,
    notifyProtected: payload.notifyProtected === true,
    files: files as NonNullable<ReturnType<typeof file>>[],
  }
}

export type DepositCopyRequest = NonNullable<ReturnType<typeof parseDepositCopyRequest>>
