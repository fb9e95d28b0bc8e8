/*
 * The download page's data without a query library (its light shell has none): GET the transfer with
 * the access a password gave (kept for the tab), again every 3 s while a file is being analysed;
 * `unlock` checks a password and loads the files.
 */
import { useEffect, useState } from 'react'
import { api, ApiError, CLIENT_ERROR_CODES } from '@sceau/api-client'
import { ACCESS_HEADER, type DownloadView } from '../../shared/types.js'

/** What a failure screen shows: the status, the code, the server's message and the request's id. */
export type LoadError = Pick<ApiError, 'status' | 'code' | 'message' | 'requestId'>

export type DownloadState = { status: 'loading' } | { status: 'failed'; error: LoadError } | { status: 'ready'; view: DownloadView }

const ANALYSIS_POLL_MS = 3000

const accessKey = (token: string) => `sceau.transfer.access.${token}`

/** The transfer as the access a password gave lets the recipient see it, in the page's language. */
function loadTransfer(token: string, access: string | null, language: string, signal: AbortSignal): Promise<DownloadView> {
  const headers: Record<string, string> = { 'Accept-Language': language }
  if (access) headers[ACCESS_HEADER] = access
  return api.get<DownloadView>(`/transfer/downloads/${encodeURIComponent(token)}`, { headers, signal })
}

function loadError(error: unknown): LoadError {
  return error instanceof ApiError ? error : new ApiError(0, CLIENT_ERROR_CODES.unexpectedResponse, String(error))
}

export function useDownload(token: string, language: string) {
  const [access, setAccess] = useState<string | null>(() => sessionStorage.getItem(accessKey(token)))
  const [state, setState] = useState<DownloadState>({ status: 'loading' })
  const [round, setRound] = useState(0)

  useEffect(() => {
    const controller = new AbortController()
    loadTransfer(token, access, language, controller.signal).then(
      (view) => setState({ status: 'ready', view }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', error: loadError(error) })
      }
    )
    return () => controller.abort()
  }, [token, access, language, round])

  const analysing = state.status === 'ready' && state.view.files.some((file) => file.state === 'analysing')
  useEffect(() => {
    if (!analysing) return
    const timer = setTimeout(() => setRound((n) => n + 1), ANALYSIS_POLL_MS)
    return () => clearTimeout(timer)
  }, [analysing, state])

  async function unlock(password: string) {
    const result = await api.post<{ access: string }>(`/transfer/downloads/${token}/unlock`, { password })
    sessionStorage.setItem(accessKey(token), result.access)
    setAccess(result.access)
  }

  return { state, access, unlock }
}
