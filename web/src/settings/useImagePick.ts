import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '@sceau/api-client'
import { describeError } from '../errors/describeError'
import { IMAGE_MAX_MB, imageProblem } from '../forms/validation'

/** An image picked for upload (avatar, logo, background): checked in the browser, previewed, with the upload's error. */
export function useImagePick(field: string) {
  const { t } = useTranslation('core')
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<string | null>(null)
  const preview = useObjectUrl(file)
  return {
    file,
    preview,
    error,
    pick(picked: File | undefined) {
      setError(null)
      setFile(null)
      if (!picked) return
      const problem = imageProblem(picked)
      if (problem) return setError(t(problem, { max: IMAGE_MAX_MB }))
      setFile(picked)
    },
    clear: () => setFile(null),
    /** The API's message for the file field (type by content, size), else its general reason. */
    failed: (failure: unknown) => setError((isApiError(failure) && failure.fields?.[field]) || describeError(failure, t)),
  }
}

/** A blob: URL for a picked file, revoked when the file changes or the picker goes away. */
function useObjectUrl(file: Blob | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file])
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url])
  return url
}
