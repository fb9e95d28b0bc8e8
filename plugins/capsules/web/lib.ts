/* What the capsules screens share: API paths (shared/types.ts), query keys, states, the extension's pairing message. */
import { isApiError } from '@sceau/api-client'
import type { CapsuleState } from '../shared/types.js'

export const CAPSULES_KEY = ['capsules'] as const

/** Paths under /api/v2. */
export const paths = {
  list: '/capsules',
  status: '/capsules/status',
  webProofs: '/capsules/web-proofs',
  capsule: (id: string) => `/capsules/${encodeURIComponent(id)}`,
  wacz: (id: string) => `/capsules/${encodeURIComponent(id)}/wacz`,
  screenshot: (id: string) => `/capsules/${encodeURIComponent(id)}/screenshot`,
  retry: (id: string) => `/capsules/${encodeURIComponent(id)}/retry`,
  tokens: '/users/me/tokens',
  token: (id: string) => `/users/me/tokens/${encodeURIComponent(id)}`,
  extensionPackages: '/capsules/extension/packages',
  extensionPackage: (name: string) => `/capsules/extension/packages/${encodeURIComponent(name)}`,
}

/** Screens of the web app (canonical paths). */
export const screens = {
  hub: '/app/integrations',
  captures: '/app/integrations/capsules',
  capture: (id: string) => `/app/integrations/capsules/${encodeURIComponent(id)}`,
  screenshots: '/app/screenshots',
  newScreenshot: '/app/screenshots/new',
  deposit: (id: string) => `/app/consignments/${encodeURIComponent(id)}`,
  tokens: '/app/account?tab=integrations',
}

/** States the server still works on: the detail asks again until they end. */
export const WORKING_STATES: readonly CapsuleState[] = ['capturing', 'uploading', 'checking', 'depositing']
export const POLL_MS = 2000

/** Access tokens the extension received by pairing are named with this prefix (listed on the hub). */
export const EXTENSION_TOKEN_PREFIX = 'Sceau extension'

/** The message the extension's content script listens for on /app/integrations?pair=extension. */
export const PAIRING_MESSAGE = 'sceau:extension-token'
/** Posted by the extension's listener once installed in the page (and in answer to a hello): a token handed before is handed again. */
export const PAIRING_READY_MESSAGE = 'sceau:extension-ready'
/** Posted by the page: an extension listening answers with PAIRING_READY_MESSAGE. */
export const PAIRING_HELLO_MESSAGE = 'sceau:extension-hello'
/** Posted by the extension once its background kept the token ({ ok: true }) or refused it ({ ok: false, reason }). */
export const PAIRING_DONE_MESSAGE = 'sceau:extension-paired'
/** How long the page waits for the extension to say it listens, then to say it kept the token. */
export const PAIRING_WAIT_MS = { ready: 3000, paired: 15_000 }

/** A 403: the plan or the role does not allow it. */
export const isForbidden = (error: unknown) => isApiError(error) && error.status === 403

/** A 404: no such capture in this organisation. */
export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404

export const STATE_TONES: Record<CapsuleState, string> = {
  capturing: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  uploading: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  checking: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  depositing: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  protected: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  failed: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100',
}
