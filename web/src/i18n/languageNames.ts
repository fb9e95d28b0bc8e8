import type { Locale } from '@sceau/plugin-sdk/web'

/* Each language named in itself, so a visitor finds theirs whatever the page's language. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  fr: 'Français',
  en: 'English',
  es: 'Español',
  it: 'Italiano',
  pt: 'Português',
}
