/*
 * docs/product.md §5 checks the forms run before asking the API (which runs them again). They answer with keys
 * of the core catalogue ("validation.*"), translated where they are shown.
 */
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, IMAGE_MAX_BYTES, IMAGE_TYPES, PASSWORD_RULES, passwordMeetsRules } from '@sceau/shared'

/** Field name -> catalogue key (client checks) or translated text (server answers). */
export type FieldErrors = Record<string, string>

export function required(value: string): string | undefined {
  return value.trim() ? undefined : 'validation.required'
}

export function emailProblem(email: string): string | undefined {
  const value = email.trim()
  if (!value) return 'validation.emailRequired'
  if (value.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(value)) return 'validation.emailInvalid'
  return undefined
}

/** The live hints under a new password: which of the docs/product.md §5 conditions hold. */
export function passwordHints(password: string) {
  return {
    length: password.length >= PASSWORD_RULES.minLength,
    upper: /\p{Lu}/u.test(password),
    lower: /\p{Ll}/u.test(password),
    digit: /\d/.test(password),
  }
}

export type PasswordHint = keyof ReturnType<typeof passwordHints>

/** A new password and its confirmation ("Enter a password", "Password conditions not met", "Both passwords must match"). */
export function newPasswordProblems(password: string, confirmation: string): FieldErrors {
  if (!password) return { password: 'validation.passwordRequired' }
  if (!passwordMeetsRules(password)) return { password: 'validation.passwordRules' }
  if (password !== confirmation) return { passwordConfirmation: 'validation.passwordsDiffer' }
  return {}
}

export interface SignUpValues {
  firstname: string
  lastname: string
  email: string
  password: string
  passwordConfirmation: string
  terms: boolean
  remember: boolean
}

/** Step one of sign-up (Next): names and e-mail. */
export function signUpStepOneProblems(values: Pick<SignUpValues, 'firstname' | 'lastname' | 'email'>): FieldErrors {
  return compact({ firstname: required(values.firstname), lastname: required(values.lastname), email: emailProblem(values.email) })
}

/** Step two of sign-up (Create): password, confirmation, terms. */
export function signUpStepTwoProblems(values: Pick<SignUpValues, 'password' | 'passwordConfirmation' | 'terms'>): FieldErrors {
  return { ...newPasswordProblems(values.password, values.passwordConfirmation), ...(values.terms ? {} : { terms: 'validation.termsRequired' }) }
}

export const STEP_ONE_FIELDS = ['firstname', 'lastname', 'email'] as const

export function loginProblems(values: { email: string; password: string }): FieldErrors {
  return compact({ email: emailProblem(values.email), password: values.password ? undefined : 'validation.passwordRequired' })
}

/** An avatar, logo or background picked in the browser: an accepted image type, at most 5 MB (the API checks the content too). */
export function imageProblem(file: File): string | undefined {
  if (!(file.type in IMAGE_TYPES)) return 'validation.imageType'
  if (file.size > IMAGE_MAX_BYTES) return 'validation.imageSize'
  return undefined
}

export const IMAGE_ACCEPT = Object.keys(IMAGE_TYPES).join(',')
export const IMAGE_MAX_MB = IMAGE_MAX_BYTES / 1024 / 1024

export function compact(errors: Record<string, string | undefined>): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== undefined))
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0
}
