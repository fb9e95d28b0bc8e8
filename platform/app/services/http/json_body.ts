import { safeStringify } from '@poppinss/utils/json'

/**
 * The JSON text of a response body: native JSON.stringify (the same text as AdonisJS's default for
 * plain data, without a replacer called on every key); what it refuses (BigInt, cycles) as that default does.
 */
export function serializeJsonBody(value: unknown): string {
  try {
    return JSON.stringify(value)
  } catch {
    return safeStringify(value)!
  }
}
