/* Validation rules of docs/product.md §5 shared by the API (which enforces them) and the forms (which show them early). */

/** At least 8 characters, one upper-case letter, one lower-case letter and one digit. */
export const PASSWORD_RULES = { minLength: 8, maxLength: 128 } as const
export const PASSWORD_PATTERN = /^(?=.*\p{Lu})(?=.*\p{Ll})(?=.*\d).{8,}$/u

export function passwordMeetsRules(password: string) {
  return password.length <= PASSWORD_RULES.maxLength && PASSWORD_PATTERN.test(password)
}

/** The standard address pattern the forms check (the HTML living standard's "valid e-mail address"). */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/
export const EMAIL_MAX_LENGTH = 254

/** E-mails are compared and stored lower-case: "Ada@Example.org" and "ada@example.org" are one account. */
export function normaliseEmail(email: string) {
  return email.trim().toLowerCase()
}

/** A main colour of the customisation: "#rrggbb". */
export const COLOUR_PATTERN = /^#[0-9a-fA-F]{6}$/

/** docs/product.md §5: files counted as images (avatars, logos, page backgrounds). */
export const IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/tiff': 'tiff',
  'image/svg+xml': 'svg',
  'image/x-xbitmap': 'xbm',
  'image/x-xpixmap': 'xpm',
  'image/x-xwindowdump': 'xwd',
  'image/vnd.wap.wbmp': 'wbmp',
} as const
export type ImageType = keyof typeof IMAGE_TYPES

/** Largest avatar, logo or background accepted. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024

/** Longest names a user can give (organisation, token, API key) and the contact form's limits. */
export const TEXT_LIMITS = { name: 100, organisationName: 120, supportSubject: 200, supportMessage: 5000 } as const
