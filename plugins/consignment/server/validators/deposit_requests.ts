/*
 * The payloads other plugins send to ask for a deposit of their blobs (docs/adr/0003: event payloads
 * are matched with VineJS through the SDK, never checked field by field): a payload that does not
 * match is ignored by its job, with one warning naming the event (matchPayload).
 */
import { LOCALES, matchPayload, vine, type JobContext } from '@sceau/plugin-sdk/server'
import { EMAIL_MAX_LENGTH } from '@sceau/shared'

const ref = () => vine.string().minLength(1).maxLength(64)
const id = () => vine.number({ strict: true }).withoutDecimals().min(1).max(Number.MAX_SAFE_INTEGER)
const email = () => vine.string().maxLength(EMAIL_MAX_LENGTH)
const blob = () => vine.object({ blobId: ref() })
const common = {
  organisationId: id(),
  apiKeyId: id().nullable().optional(),
  email: email(),
  locale: vine.enum(LOCALES).optional(),
}

/** The price the member confirmed: the deposit costs that or is not made. */
const confirmedPrice = () => vine.number({ strict: true }).withoutDecimals().min(0).max(Number.MAX_SAFE_INTEGER).optional()

const transferRequest = vine.create({
  transferId: ref(),
  organisationId: id().nullable(),
  userId: id().nullable(),
  apiKeyId: id().nullable().optional(),
  senderEmail: vine.string().maxLength(EMAIL_MAX_LENGTH),
  blobIds: vine.array(ref()).minLength(1),
  locale: vine.enum(LOCALES).optional(),
  priceCents: confirmedPrice(),
})

const receptionRequest = vine.create({ ...common, requestId: ref(), deliveryId: ref(), userId: id(), file: blob(), priceCents: confirmedPrice() })

const capsuleRequest = vine.create({
  ...common,
  capsuleId: ref(),
  userId: id().nullable(),
  title: vine.string().maxLength(2048).optional(),
  url: vine.string().maxLength(8192),
  capturedAt: vine.string().maxLength(64),
  file: blob(),
  /** The price the member confirmed before the capture: the deposit costs that or is not made. */
  priceCents: confirmedPrice(),
})

const releaseRequest = vine.create({
  ...common,
  releaseId: ref(),
  userId: id().nullable(),
  title: vine.string().minLength(1).maxLength(1024),
  years: vine.number({ strict: true }).withoutDecimals().min(1).max(100),
  coAuthors: vine.array(vine.object({ name: vine.string().maxLength(1024), email: email() })),
  file: blob(),
})

/** "protect" / "protect and send" from a transfer. */
export const matchTransferRequest = (payload: unknown, context: JobContext) => matchPayload('transfer:protect-requested', transferRequest, payload, context)
/** "Protect" a received file. */
export const matchReceptionRequest = (payload: unknown, context: JobContext) => matchPayload('receptions:protect-requested', receptionRequest, payload, context)
/** A capsule's WACZ. */
export const matchCapsuleRequest = (payload: unknown, context: JobContext) => matchPayload('capsules:deposit-requested', capsuleRequest, payload, context)
/** A git release's archive. */
export const matchReleaseRequest = (payload: unknown, context: JobContext) => matchPayload('git-deploy:deposit-requested', releaseRequest, payload, context)
