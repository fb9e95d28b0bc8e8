import { formatBytes } from '@sceau/shared'

/** Dates and sizes of the download page in its language (like the app's useFormats, without the router it reads the language from). */
export function pageFormats(language: string) {
  const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' })
  return {
    dateTime: (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : '—'),
    bytes: (n: number) => formatBytes(n, language),
  }
}
