import { isApiError } from '@sceau/api-client'

/** The text to show for a failed call: the server's translated message, else ours for the client's codes. */
export function describeError(error: unknown, t: (key: string) => string): string {
  if (isApiError(error)) {
    return error.fromServer ? error.message : t(`core:errors.codes.${error.code}`)
  }
  return t('core:errors.unknown')
}
