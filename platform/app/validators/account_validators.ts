import vine from '@vinejs/vine'
import { TEXT_LIMITS } from '@sceau/shared'
import { emailField, localeField, nameField, newPasswordField } from '#validators/fields'

/** Sign-up (both steps at once): every field is checked, every problem reported. */
export const signUpValidator = vine.create({
  firstname: nameField(),
  lastname: nameField(),
  email: emailField().unique({ table: 'users', column: 'email' }),
  password: newPasswordField(),
  terms: vine.accepted(),
  remember: vine.boolean().optional(),
  locale: localeField().optional(),
  /** "cac" from the /cac/signin page: such accounts reach the app once their organisation is premium. */
  userType: vine.enum(['user', 'cac'] as const).optional(),
  /** The token of an invitation link: signing up through it joins the organisation. */
  invitation: vine.string().trim().maxLength(64).optional(),
})

/** Step one of sign-up: is this address free? */
export const emailAvailabilityValidator = vine.create({
  email: emailField().unique({ table: 'users', column: 'email' }),
})

export const loginValidator = vine.create({
  email: emailField(),
  password: vine.string().maxLength(1024),
  remember: vine.boolean().optional(),
  /** Extension and CLI: answer with an access token instead of opening a session. */
  token: vine.boolean().optional(),
  tokenName: vine.string().trim().minLength(1).maxLength(TEXT_LIMITS.name).optional(),
})

export const forgotPasswordValidator = vine.create({ email: emailField() })

export const resetPasswordValidator = vine.create({ password: newPasswordField() })

export const changePasswordValidator = vine.create({
  currentPassword: vine.string().maxLength(1024),
  password: newPasswordField(),
  revokeAccessTokens: vine.boolean().optional(),
})

export const profileValidator = vine.create({
  firstname: nameField().optional(),
  lastname: nameField().optional(),
  locale: localeField().optional(),
  autoAddContacts: vine.boolean().optional(),
  welcomeDismissed: vine.boolean().optional(),
})

export const accessTokenValidator = vine.create({
  name: nameField(),
  expiresInDays: vine.number().withoutDecimals().range([1, 3650]).optional(),
})

/** The public contact form: a visitor says who they are. */
export const contactMessageValidator = vine.create({
  name: nameField(),
  email: emailField(),
  subject: vine.string().trim().minLength(1).maxLength(TEXT_LIMITS.supportSubject),
  message: vine.string().trim().minLength(1).maxLength(TEXT_LIMITS.supportMessage),
})

export const supportMessageValidator = vine.create({
  subject: vine.string().trim().minLength(1).maxLength(TEXT_LIMITS.supportSubject),
  message: vine.string().trim().minLength(1).maxLength(TEXT_LIMITS.supportMessage),
})
