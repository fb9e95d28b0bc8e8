/*
 * Hooks every plugin screen needs, shared with the web shell so they agree: the session query
 * (same key, so one request), the page's language and links in it, formats, and API error helpers.
 */
import { useCallback, useContext, useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { api, isApiError, type CurrentUser } from '@sceau/api-client'
import { formatBytes, type InstanceProfile } from '@sceau/shared'
import type { Locale } from '../shared/index.js'
import { LocalizerContext, PagePathContext } from './localizerContext.js'
import { formatEuros } from './money.js'
import { languageFromPath } from './paths.js'

export { LocalizerContext, PagePathContext }
export { APP_NAME, pageTitle, usePageTitle } from './pageTitle.js'
export { useFocusOnShow } from './focusResult.js'
export { useFieldEdits } from './fieldEdits.js'

export const SESSION_QUERY_KEY = ['session', 'me'] as const

/** GET /api/v2/instance: whether this instance's timestamps are qualified, and who publishes and hosts it. */
export function useInstanceProfile() {
  return useQuery({
    queryKey: ['instance'],
    queryFn: ({ signal }) => api.get<InstanceProfile>('/instance', { signal }),
    staleTime: Infinity,
    meta: { silent: true },
  })
}

/** True only once the instance said its timestamps are qualified: until then no page claims it. */
export function useQualifiedTimestamps(): boolean {
  return useInstanceProfile().data?.qualifiedTimestamps === true
}

/** True only once the instance said its deposits are anchored on a blockchain: until then no page claims a blockchain record. */
export function useAnchoring(): boolean {
  return useInstanceProfile().data?.anchoring === true
}

/** GET /users/me: a 401 means an anonymous visitor, not an error. */
export async function fetchCurrentUser({ signal }: { signal?: AbortSignal }): Promise<CurrentUser | null> {
  try {
    return await api.get<CurrentUser>('/users/me', { signal })
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null
    throw error
  }
}

/** The logged-in user (null when anonymous), from the shell's session query. */
export function useCurrentUser() {
  return useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: fetchCurrentUser,
    staleTime: 60_000,
    // Public pages ask too; the screens that need a user show the failure themselves.
    meta: { silent: true },
  })
}

/** Data that does not change while the app runs (formats, options, limits): GET `path` under /api/v2 once. */
export function useReferenceData<T>(path: string) {
  return useQuery({
    queryKey: ['reference', path],
    queryFn: ({ signal }) => api.get<T>(path, { signal }),
    staleTime: Infinity,
  })
}

/** The language of the current page, read from its URL prefix (docs/product.md §2). */
export function useLanguage(): Locale {
  return languageFromPath(useContext(PagePathContext) ?? window.location.pathname)
}

/**
 * Canonical path (French, unprefixed, e.g. "/infos/nos-engagements#prix") -> its href in the page's
 * language, translated slug included ("/en/infos/our-engagements#prix").
 */
export function useLocalizedHref(): (path: string) => string {
  const localizer = useContext(LocalizerContext)
  const language = useLanguage()
  return useCallback((path: string) => localizer.href(path, language), [localizer, language])
}

/** Dates, sizes (octets, ko, Mo... by steps of 1024) and euros (from cents) in the page's language. */
export function useFormats() {
  const language = useLanguage()
  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' })
    const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' })
    return {
      dateTime: (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : '—'),
      date: (iso: string | null | undefined) => (iso ? date.format(new Date(iso)) : '—'),
      bytes: (n: number) => formatBytes(n, language),
      euros: (cents: number) => formatEuros(cents, language),
    }
  }, [language])
}

/** The translated message of a failed call (the API translates its own), else a fallback. */
export function messageOf(error: unknown, fallback: string) {
  return isApiError(error) && error.fromServer ? error.message : fallback
}

/** Field name -> translated message, from a 422 answer. */
export function fieldErrors(error: unknown): Record<string, string> {
  return isApiError(error) && error.fields ? (error.fields as Record<string, string>) : {}
}

/** Leaving the app for another site's page (a payment provider's Checkout): an object, so tests can watch where it goes. */
export const externalPage = {
  open(url: string) {
    window.location.assign(url)
  },
}
