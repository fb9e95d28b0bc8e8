/*
 * The download page's data without a query library (its light shell has none): GET the transfer with
 * the access a password gave (kept for the tab), again every 3 s while a file is being analysed;
 * `unlock` checks a password and loads the files.
 */
import { useEffect, useState } from 'react'
import { api } from '@sceau/api-client'
import { ACCESS_HEADER, type DownloadView } from '../../shared/types.js'

export interface LoadError {
  status: number
  code: string
  message: string
  requestId: string | null
}

export type DownloadState = { status: 'loading' } | { status: 'failed'; error: Partial<LoadError> } | { status: 'ready'; view: DownloadView }

const ANALYSIS_POLL_MS = 3000

const accessKey = (token: string) => `sceau.transfer.access.${token}`

/** The page's data through fetch, keeping the status and request id a failure screen shows. */
async function loadTransfer(token: string, access: string | null, language: string, signal: AbortSignal): Promise<DownloadView> {
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': language }
  if (access) headers[ACCESS_HEADER] = access
  const response = await fetch(api.url(`/transfer/downloads/${encodeURIComponent(token)}`), { headers, signal })
  const body = await response.json().catch(() => null)
  if (!response.ok) {
    const error: LoadError = {
      status: response.status,
      code: body?.error?.code ?? 'E_UNEXPECTED_RESPONSE',
      message: body?.error?.message ?? '',
      requestId: response.headers.get('x-request-id'),
    }
    throw error
  }
  return body as DownloadView
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
        if (!controller.signal.aborted) setState({ status: 'failed', error: (error ?? {}) as Partial<LoadError> })
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
