import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '@sceau/api-client'
import { describeError } from '../errors/describeError'
import { useToast } from '../toasts/useToast'
import { hasErrors, type FieldErrors } from './validation'

/** Per-field messages of a form: the client's checks (catalogue keys, translated here) or the API's `fields` (translated by the API). */
export function useFieldErrors() {
  const { t } = useTranslation('core')
  const toast = useToast()
  const [errors, setErrors] = useState<FieldErrors>({})
  /** Shows the client's problems; true when there are none. */
  const check = useCallback(
    (problems: FieldErrors) => {
      setErrors(Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, t(key)])))
      return !hasErrors(problems)
    },
    [t]
  )
  /** Shows a failed call's per-field messages; true when it had some (otherwise the caller raises a toast). */
  const fromError = useCallback((error: unknown) => {
    if (!isApiError(error) || !error.fields) return false
    setErrors(error.fields)
    return true
  }, [])
  /** A form's onError: the per-field messages, or else a toast titled `titleKey` with the API's reason. */
  const failWith = useCallback(
    (titleKey: string) => (error: unknown) => {
      if (!fromError(error)) toast.error(t(titleKey), describeError(error, t))
    },
    [fromError, toast, t]
  )
  const clear = useCallback((field: string) => setErrors((current) => (field in current ? omit(current, field) : current)), [])
  const reset = useCallback(() => setErrors({}), [])
  return useMemo(() => ({ errors, check, fromError, failWith, clear, reset }), [errors, check, fromError, failWith, clear, reset])
}

function omit(errors: FieldErrors, field: string): FieldErrors {
  const copy = { ...errors }
  delete copy[field]
  return copy
}
