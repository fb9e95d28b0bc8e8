/*
 * How plugins validate input (docs/adr/0003): a VineJS schema, messages that are catalogue keys,
 * and one failure: `ApiError.invalid(fields)`, which the host answers as 422
 * `{ error: { code: 'E_VALIDATION', message, fields } }` translated into the request's language.
 */
import vine, { type VineValidator } from '@vinejs/vine'
import type { FieldContext, Infer, MessagesProviderContact, SchemaTypes, ValidationOptions } from '@vinejs/vine/types'
import { ApiError } from './api_error.js'
import type { LoggerService } from './services.js'

export { vine }
export type { FieldContext, Infer, VineValidator }

/**
 * Catalogue keys of a form's messages: "<field>.<rule>" for one rule, "<field>" for the field's other
 * rules (array indexes written `*`: "coAuthors.*.email.regex"); anything else is "errors.validation".
 */
export type ValidationMessages = Readonly<Record<string, string>>

/** A VineJS messages provider whose messages are catalogue keys, translated when the error is answered. */
export class CatalogueMessages implements MessagesProviderContact {
  constructor(private readonly messages: ValidationMessages) {}

  getMessage(_defaultMessage: string, rule: string, field: FieldContext) {
    return this.messages[`${field.wildCardPath}.${rule}`] ?? this.messages[field.wildCardPath] ?? 'errors.validation'
  }
}

/** Field path -> its first message, as the API reports it ("coAuthors.0.email"). */
export function validationFields(error: { messages: readonly { field: string; message: string }[] }) {
  const fields: Record<string, string> = {}
  for (const message of error.messages) fields[message.field] ??= message.message
  return fields
}

export interface InputOptions<MetaData> {
  messages: ValidationMessages
  /** The envelope's message: a catalogue key, or one chosen from the field keys (default "errors.validation"). */
  message?: string | ((fields: Record<string, string>) => string)
  meta?: MetaData
}

/** Validates a request body (or any input): the typed value, or ApiError.invalid with every field's catalogue key. */
export async function validateInput<Schema extends SchemaTypes, MetaData extends undefined | Record<string, unknown>>(
  validator: VineValidator<Schema, MetaData>,
  data: unknown,
  options: InputOptions<MetaData>
): Promise<Infer<Schema>> {
  const validation = { messagesProvider: new CatalogueMessages(options.messages), meta: options.meta } as ValidationOptions<MetaData>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tryValidate's options are a rest tuple conditional on MetaData, unresolvable for a generic MetaData
  const [error, value] = await validator.tryValidate(data, validation as any)
  if (!error) return value
  const fields = validationFields(error)
  const message = typeof options.message === 'function' ? options.message(fields) : options.message
  throw ApiError.invalid(fields, message)
}

/** Validates input that is not a request (an event payload): the typed value, or null when it does not match. */
export async function matchInput<Schema extends SchemaTypes, MetaData extends undefined | Record<string, unknown>>(
  validator: VineValidator<Schema, MetaData>,
  data: unknown,
  meta?: MetaData
): Promise<Infer<Schema> | null> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as in validateInput
  const [error, value] = await validator.tryValidate(data, { meta } as any)
  return error ? null : value
}

/** An event payload matched (matchInput), or null after a warning naming the event: its job does nothing, a retry would read the same payload. */
export async function matchPayload<Schema extends SchemaTypes, MetaData extends undefined | Record<string, unknown>>(
  event: string,
  validator: VineValidator<Schema, MetaData>,
  data: unknown,
  context: { logger: Pick<LoggerService, 'warn'> }
): Promise<Infer<Schema> | null> {
  const matched = await matchInput(validator, data)
  if (matched === null) context.logger.warn(`${event} ignored: not the documented payload`)
  return matched
}
