import { useCallback, useMemo, useState } from 'react'

/**
 * Which fields were changed since the form was last submitted: their error is about a value that is
 * gone, so it is hidden ("Add at least one file" under five added files). `submitted()` starts over;
 * `checked(field)` shows a field's error again after a check of that field alone.
 */
export function useFieldEdits() {
  const [edited, setEdited] = useState<ReadonlySet<string>>(() => new Set())
  const edit = useCallback((field: string) => setEdited((current) => (current.has(field) ? current : new Set(current).add(field))), [])
  const submitted = useCallback(() => setEdited(new Set()), [])
  /** The field was checked again on its own (e.g. on leaving it): its new error shows. */
  const checked = useCallback(
    (field: string) =>
      setEdited((current) => {
        if (!current.has(field)) return current
        const next = new Set(current)
        next.delete(field)
        return next
      }),
    []
  )
  const visible = useCallback(
    <E extends Record<string, string | undefined>>(errors: E): E => Object.fromEntries(Object.entries(errors).filter(([field]) => !edited.has(field))) as E,
    [edited]
  )
  return useMemo(() => ({ edit, submitted, checked, visible }), [edit, submitted, checked, visible])
}
