/* What the git-deploy API answers (GET/POST /api/v2/git-deploy/releases…). */

export type ReleaseState = 'uploading' | 'depositing' | 'protected' | 'failed'

export interface ReleaseCoAuthor {
  name: string
  email: string
}

export interface ReleaseArchive {
  name: string
  size: number
  sha256: string
}

/** POST /git-deploy/releases */
export interface ReleaseStartInput {
  repository: string
  tag: string | null
  commit: string
  archive: ReleaseArchive
  years: number
  coAuthors: ReleaseCoAuthor[]
}

export interface ReleaseView {
  id: string
  repository: string
  tag: string | null
  commit: string
  years: number
  coAuthors: ReleaseCoAuthor[]
  state: ReleaseState
  archive: ReleaseArchive
  /** The deposit made of the archive (id = the deposit's public id), once consignment answered. */
  deposit: { id: string; number: string | null; certificateUrl: string | null } | null
  error: string | null
  createdAt: string
}

/** POST /git-deploy/releases: the release and the upload batch its archive goes to. */
export interface ReleaseStart {
  release: ReleaseView
  /** Null when the archive needs no upload (the same release asked again, its archive received). */
  upload: { batchId: string; uploadToken: string; endpoint: string } | null
  /** True when this release was asked for before (same organisation, repository, tag, commit and archive): no second deposit. */
  existing: boolean
}
