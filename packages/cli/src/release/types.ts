/*
 * The git-deploy API's answers as this client reads them (the plugin's shared/types.ts: ReleaseView,
 * ReleaseStart; the OpenAPI document describes them).
 */
export interface ReleaseView {
  id: string
  repository: string
  tag: string | null
  commit: string
  years: number
  coAuthors: { name: string; email: string }[]
  state: 'uploading' | 'depositing' | 'protected' | 'failed'
  archive: { name: string; size: number; sha256: string }
  deposit: { id: string; number: string | null; certificateUrl: string | null } | null
  error: string | null
  createdAt: string
}

export interface ReleaseStart {
  release: ReleaseView
  upload: { batchId: string; uploadToken: string; endpoint: string } | null
  /** The same release was asked for before: the server answers it, nothing is deposited twice. */
  existing?: boolean
}
