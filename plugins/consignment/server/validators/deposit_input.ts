import { ApiError } from '@sceau/plugin-sdk/server'
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, isConservationYears, normaliseEmail, sanitizeRelativePath, fileNameOf } from '@sceau/shared'
import {
  AUTHOR_KINDS,
  DEPOSIT_LIMITS,
  DEPOSIT_TYPES,
  type AuthorKind,
  type CoAuthorInput,
  type DeclaredFile,
  type DepositType,
  type ThirdPartyOwner,
} from '../../shared/index.js'

const K = 'consignment.errors.'
const SHA256 = /^[0-9a-f]{64}$/

export interface ValidDeposit {
  type: DepositType
  authorKind: AuthorKind
  owner: ThirdPartyOwner | null
  years: number
  coAuthors: CoAuthorInput[]
  title: string
  description: string | null
  hashOnly: boolean
  files: (Required<Pick<DeclaredFile, 'path' | 'size'>> & { name: string; mime: string; sha256: string | null })[]
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value)

/** A valid, normalised e-mail, or the catalogue key of what is wrong with it. */
export function checkEmail(value: unknown): { email: string } | { error: string } {
  const email = normaliseEmail(text(value))
  if (!email) return { error: `${K}emailRequired` }
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return { error: `${K}emailInvalid` }
  return { email }
}

/**
 * SPEC §5 co-author rules: first name, last name and e-mail required, a valid e-mail, not the
 * author's ("Email identical to the author's") and not listed twice ("This email already exists").
 */
export function checkCoAuthors(value: unknown, authorEmail: string | null, fields: Record<string, string>): CoAuthorInput[] {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value)) {
    fields.coAuthors = `${K}coAuthorsInvalid`
    return []
  }
  if (value.length > DEPOSIT_LIMITS.coAuthors) fields.coAuthors = `${K}tooManyCoAuthors`
  const seen = new Set<string>()
  const out: CoAuthorInput[] = []
  value.slice(0, DEPOSIT_LIMITS.coAuthors).forEach((raw, i) => {
    const entry = isRecord(raw) ? raw : {}
    const firstname = text(entry.firstname).slice(0, DEPOSIT_LIMITS.name)
    const lastname = text(entry.lastname).slice(0, DEPOSIT_LIMITS.name)
    if (!firstname) fields[`coAuthors.${i}.firstname`] = `${K}firstnameRequired`
    if (!lastname) fields[`coAuthors.${i}.lastname`] = `${K}lastnameRequired`
    const checked = checkEmail(entry.email)
    if ('error' in checked) fields[`coAuthors.${i}.email`] = checked.error
    else if (authorEmail && checked.email === normaliseEmail(authorEmail)) fields[`coAuthors.${i}.email`] = `${K}coAuthorIsAuthor`
    else if (seen.has(checked.email)) fields[`coAuthors.${i}.email`] = `${K}coAuthorDuplicate`
    else {
      seen.add(checked.email)
      out.push({ firstname, lastname, email: checked.email })
    }
  })
  return out
}

function checkOwner(value: unknown, fields: Record<string, string>): ThirdPartyOwner | null {
  const entry = isRecord(value) ? value : {}
  const owner = {
    legalName: text(entry.legalName).slice(0, 255),
    companyNumber: text(entry.companyNumber).slice(0, 64),
    lastname: text(entry.lastname).slice(0, DEPOSIT_LIMITS.name),
    firstname: text(entry.firstname).slice(0, DEPOSIT_LIMITS.name),
    email: '',
  }
  for (const key of ['legalName', 'companyNumber', 'lastname', 'firstname'] as const) {
    if (!owner[key]) fields[`owner.${key}`] = `${K}ownerFieldRequired`
  }
  const checked = checkEmail(entry.email)
  if ('error' in checked) fields['owner.email'] = checked.error
  else owner.email = checked.email
  return owner
}

export function checkFiles(value: unknown, hashOnly: boolean, type: DepositType, fields: Record<string, string>) {
  const files: ValidDeposit['files'] = []
  if (!Array.isArray(value) || value.length === 0) {
    fields.files = `${K}filesRequired`
    return files
  }
  if (type === 'file' && value.length !== 1) fields.files = `${K}singleFileOnly`
  if (value.length > DEPOSIT_LIMITS.files) fields.files = `${K}tooManyFiles`
  const paths = new Set<string>()
  value.slice(0, DEPOSIT_LIMITS.files).forEach((raw, i) => {
    const entry = isRecord(raw) ? raw : {}
    const path = typeof entry.path === 'string' ? sanitizeRelativePath(entry.path) : null
    const size = entry.size
    const sha256 = typeof entry.sha256 === 'string' ? entry.sha256.toLowerCase() : null
    if (!path) fields[`files.${i}.path`] = `${K}fileNameInvalid`
    else if (paths.has(path)) fields[`files.${i}.path`] = `${K}fileListedTwice`
    if (typeof size !== 'number' || !Number.isSafeInteger(size) || size < 0) fields[`files.${i}.size`] = `${K}fileSizeInvalid`
    if ((hashOnly || sha256 !== null) && !(sha256 && SHA256.test(sha256))) fields[`files.${i}.sha256`] = `${K}checksumInvalid`
    if (!path || typeof size !== 'number') return
    paths.add(path)
    const mime = typeof entry.mime === 'string' && /^[\w.+-]+\/[\w.+-]+$/.test(entry.mime) ? entry.mime.slice(0, 255) : 'application/octet-stream'
    files.push({ path, name: fileNameOf(path), size, mime, sha256 })
  })
  return files
}

/**
 * Checks a deposit request completely before anything is stored or charged; every problem is
 * reported at once as field -> catalogue key (422).
 */
export function validateDeposit(body: unknown, authorEmailOf: (kind: AuthorKind, owner: ThirdPartyOwner | null) => string | null): ValidDeposit {
  const input = isRecord(body) ? body : {}
  const fields: Record<string, string> = {}
  const type = DEPOSIT_TYPES.find((t) => t === input.type)
  if (!type) fields.type = `${K}typeInvalid`
  const authorKind = AUTHOR_KINDS.find((k) => k === (input.authorKind ?? 'me'))
  if (!authorKind) fields.authorKind = `${K}authorKindInvalid`
  const owner = authorKind === 'third_party' ? checkOwner(input.owner, fields) : null
  // A premium annual folder is a yearly subscription (SPEC §9).
  const years = type === 'premium' ? 1 : (input.years ?? 3)
  if (!isConservationYears(years)) fields.years = `${K}yearsInvalid`
  const title = text(input.title)
  if (!title) fields.title = `${K}titleRequired`
  else if (title.length > DEPOSIT_LIMITS.title) fields.title = `${K}titleTooLong`
  const description = text(input.description) || null
  if (description && description.length > DEPOSIT_LIMITS.description) fields.description = `${K}descriptionTooLong`
  const hashOnly = input.hashOnly === true
  const files = checkFiles(input.files, hashOnly, type ?? 'folder', fields)
  const authorEmail = authorKind ? authorEmailOf(authorKind, owner) : null
  const coAuthors = checkCoAuthors(input.coAuthors, authorEmail, fields)
  if (Object.keys(fields).length) throw ApiError.invalid(fields)
  return { type: type!, authorKind: authorKind!, owner, years: years as number, coAuthors, title, description, hashOnly, files }
}

/** A new version of a project: its files, declared as for a deposit. */
export function validateVersion(body: unknown) {
  const input = isRecord(body) ? body : {}
  const fields: Record<string, string> = {}
  const hashOnly = input.hashOnly === true
  const files = checkFiles(input.files, hashOnly, 'versioning', fields)
  if (Object.keys(fields).length) throw ApiError.invalid(fields)
  return { hashOnly, files }
}

/** PATCH: title and description only ("Update is not possible" when they are not acceptable). */
export function validateEdit(body: unknown) {
  const input = isRecord(body) ? body : {}
  const fields: Record<string, string> = {}
  const title = input.title === undefined ? undefined : text(input.title)
  if (title !== undefined && !title) fields.title = `${K}titleRequired`
  if (title && title.length > DEPOSIT_LIMITS.title) fields.title = `${K}titleTooLong`
  const description = input.description === undefined ? undefined : text(input.description) || null
  if (description && description.length > DEPOSIT_LIMITS.description) fields.description = `${K}descriptionTooLong`
  if (Object.keys(fields).length) throw ApiError.invalid(fields, `${K}updateImpossible`)
  return { title, description }
}
