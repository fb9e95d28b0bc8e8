import { LOCALES } from '@sceau/plugin-sdk/web'

const DOWNLOAD_PATH = new RegExp(`^(?:/(?:${LOCALES.join('|')}))?/download/([^/]+)/?$`)

/** The token of a recipient's download page path ("/download/{token}", "/en/download/{token}"), else null. */
export function downloadToken(pathname: string): string | null {
  const token = DOWNLOAD_PATH.exec(pathname)?.[1]
  if (!token) return null
  try {
    return decodeURIComponent(token)
  } catch {
    return null
  }
}
