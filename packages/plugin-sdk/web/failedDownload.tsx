/*
 * A download the server refused comes back to the page that offers it (server: download_navigation.ts):
 * ?failed=<what was asked>&code=<API error code>. The page reads it once, takes it out of the address
 * so a reload does not repeat it, and says it in the product's words (docs/product.md §8).
 * React only; the recipient's light download page loads it only when a download failed (its size budget).
 */
import { useEffect, useState } from 'react'

/*
 * The names of ../shared/failed_download.ts (the server's), written here rather than imported: the bundler
 * makes that tiny module a chunk of its own, which the recipient's light page would then load (its size budget).
 */
const FAILED_DOWNLOAD_QUERY = 'failed'
const FAILED_DOWNLOAD_CODE_QUERY = 'code'

export interface FailedDownload<Asked extends string> {
  /** What the person asked for: the page words the failure from it. */
  asked: Asked
  /** The API error code ('E_FILE_ANALYSING', 'E_NOT_FOUND'…), '' when absent. */
  code: string
}

/** The failed download the address names, if it is one of `asked` (anything else is ignored); once per page load. */
export function useFailedDownload<Asked extends string>(asked: readonly Asked[]): FailedDownload<Asked> | null {
  const [failed] = useState<FailedDownload<Asked> | null>(() => {
    const query = new URLSearchParams(window.location.search)
    const what = query.get(FAILED_DOWNLOAD_QUERY)
    if (what === null || !(asked as readonly string[]).includes(what)) return null
    return { asked: what as Asked, code: query.get(FAILED_DOWNLOAD_CODE_QUERY) ?? '' }
  })
  useEffect(() => {
    if (!failed) return
    const query = new URLSearchParams(window.location.search)
    query.delete(FAILED_DOWNLOAD_QUERY)
    query.delete(FAILED_DOWNLOAD_CODE_QUERY)
    const rest = query.toString()
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${rest ? `?${rest}` : ''}${window.location.hash}`)
  }, [failed])
  return failed
}

/** The sentence that says a download failed, where the page's downloads are. */
export function DownloadFailedAlert({ children }: { children: string }) {
  return (
    <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200" data-testid="download-failed">
      {children}
    </p>
  )
}
