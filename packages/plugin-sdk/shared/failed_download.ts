/**
 * A download a browser opened as a page and the server refused before its first byte comes back to a
 * page of the app with these query parameters (server: download_navigation.ts; web: failedDownload.tsx):
 * `?failed=<what was asked, e.g. file, zip, certificate>&code=<the API error code>`. A module of its
 * own so the recipient's light download page takes these two names and nothing else of the shared module.
 */
export const FAILED_DOWNLOAD_QUERY = 'failed'
export const FAILED_DOWNLOAD_CODE_QUERY = 'code'
