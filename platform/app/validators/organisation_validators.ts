import vine from '@vinejs/vine'
import { API_KEY_SCOPES, COLOUR_PATTERN, DELIVERY_RETENTION_DAYS, INTEGRATION_FLAGS, TEXT_LIMITS } from '@sceau/shared'
import { emailField, nameField } from '#validators/fields'

const organisationName = () => vine.string().trim().minLength(1).maxLength(TEXT_LIMITS.organisationName)

/** Right name -> activated; names are checked against the organisation's rights by the controller. */
const rightsField = () => vine.record(vine.boolean())

export const organisationValidator = vine.create({ name: organisationName() })

export const memberUpdateValidator = vine.create({
  role: vine.enum(['admin', 'member'] as const).optional(),
  rights: rightsField().optional(),
})

export const invitationValidator = vine.create({
  email: emailField(),
  rights: rightsField().optional(),
})

export const customisationValidator = vine.create({
  mainColor: vine.string().trim().regex(COLOUR_PATTERN).nullable(),
})

/** The retention period of proof-of-delivery records, in whole days within DELIVERY_RETENTION_DAYS. */
export const privacyValidator = vine.create({
  deliveryRetentionDays: vine.number().withoutDecimals().range([DELIVERY_RETENTION_DAYS.min, DELIVERY_RETENTION_DAYS.max]),
})

export const apiKeyValidator = vine.create({
  name: nameField(),
  permissions: vine.object(Object.fromEntries(INTEGRATION_FLAGS.map((flag) => [flag, vine.boolean().optional()]))),
  /** At least one of API_KEY_SCOPES; repeated scopes count once. */
  scopes: vine
    .array(vine.enum(API_KEY_SCOPES))
    .minLength(1)
    .maxLength(API_KEY_SCOPES.length * 2),
})

export const contactValidator = vine.create({
  firstname: vine.string().trim().maxLength(TEXT_LIMITS.name).optional(),
  lastname: vine.string().trim().maxLength(TEXT_LIMITS.name).optional(),
  email: emailField(),
})

export const contactListValidator = vine.create({
  search: vine.string().trim().maxLength(254).optional(),
  page: vine.number().withoutDecimals().min(1).optional(),
  perPage: vine.number().withoutDecimals().range([1, 100]).optional(),
})
