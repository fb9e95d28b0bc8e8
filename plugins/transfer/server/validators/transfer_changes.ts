import { validateInput, vine } from '@sceau/plugin-sdk/server'
import { EMAIL_PATTERN, normaliseEmail } from '@sceau/shared'
import { TRANSFER_TEXT_LIMITS } from '../../shared/index.js'

const K = 'transfer.errors.'

export const passwordChangeValidator = vine.create({ password: vine.string().maxLength(TRANSFER_TEXT_LIMITS.password).nullable().optional() })

/** PUT /transfers/:id/password: the new password, or null ("" or none) to remove it. */
export async function parsePasswordChange(body: unknown) {
  const { password } = await validateInput(passwordChangeValidator, body, { messages: { password: `${K}passwordTooLong` } })
  return password || null
}

/** Every address normalised; "email" on the list when one is not an address. */
const addresses = vine.createRule((value: unknown, _options: undefined, field) => {
  const emails = (value as unknown[]).map((r) => normaliseEmail(String(r)))
  field.mutate(emails, field)
  if (!emails.every((email) => EMAIL_PATTERN.test(email))) field.report('', 'email', field)
})

export const resendValidator = vine.create({ recipients: vine.array(vine.any()).use(addresses()).optional() })

/** POST /transfers/:id/resend: the recipients to mail again, or undefined for all of them. */
export async function parseResend(body: unknown) {
  const { recipients } = await validateInput(resendValidator, body, { messages: { recipients: `${K}recipientInvalid` } })
  return recipients as string[] | undefined
}
