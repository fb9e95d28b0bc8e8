import vine from '@vinejs/vine'
import { LOCALES } from '@sceau/plugin-sdk/server'
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, PASSWORD_PATTERN, PASSWORD_RULES, TEXT_LIMITS } from '@sceau/shared'

/*
 * Fields several forms share, with the docs/product.md §5 rules. Messages come from the catalogue
 * (validator.shared.messages.<field>.<rule>, then .<rule>): "Please enter an email address",
 * "Please enter a valid email address", "Enter a password", "Password conditions not met",
 * "Both passwords must match", "Required field".
 */

/** Lower-case and trimmed, so addresses compare whatever the case typed. */
export const emailField = () => vine.string().trim().toLowerCase().maxLength(EMAIL_MAX_LENGTH).regex(EMAIL_PATTERN)

/** 8+ characters with an upper-case letter, a lower-case letter and a digit, confirmed by passwordConfirmation. */
export const newPasswordField = () =>
  vine.string().minLength(PASSWORD_RULES.minLength).maxLength(PASSWORD_RULES.maxLength).regex(PASSWORD_PATTERN).confirmed({ as: 'passwordConfirmation' })

export const nameField = () => vine.string().trim().minLength(1).maxLength(TEXT_LIMITS.name)

export const localeField = () => vine.enum(LOCALES)
