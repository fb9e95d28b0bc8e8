/*
 * Hooks every plugin screen needs, shared with the web shell so they agree: the session query
 * (same key, so one request), links in the current language, formats, and API error helpers.
 */
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api, isApiError, type CurrentUser } from '@sceau/api-client'
import { formatBytes } from '@sceau/shared'

export const SESSION_QUERY_KEY = ['session', 'me'] as const

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

/** A plugin's own (untranslated) path in the current language: French has no prefix. */
export function useLocalizedHref() {
  const { i18n } = useTranslation()
  const language = i18n.language?.slice(0, 2) || 'fr'
  return (path: string) => (language === 'fr' ? path : `/${language}${path}`)
}

/** Dates, sizes (octets, ko, Mo... by steps of 1024) and euros in the current language. */
export function useFormats() {
  const { i18n } = useTranslation()
  const locale = i18n.language || 'fr'
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' })
  return {
    dateTime: (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : '—'),
    date: (iso: string | null | undefined) => (iso ? date.format(new Date(iso)) : '—'),
    bytes: (n: number) => formatBytes(n, locale.slice(0, 2)),
    euros: (cents: number) => money.format(cents / 100),
  }
}

/** The translated message of a failed call (the API translates its own), else a fallback. */
export function messageOf(error: unknown, fallback: string) {
  return isApiError(error) && error.fromServer ? error.message : fallback
}

/** Field name -> translated message, from a 422 answer. */
export function fieldErrors(error: unknown): Record<string, string> {
  return isApiError(error) && error.fields ? (error.fields as Record<string, string>) : {}
}
