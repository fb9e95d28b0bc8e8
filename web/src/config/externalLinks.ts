/*
 * Pages that live outside this app (docs/product.md §1 footer), set at build time with VITE_* variables. A link
 * whose address is not configured is not shown: the app never links to a page nobody serves.
 */
const env = import.meta.env

const configured = (value: string | undefined) => (value && value.trim() ? value.trim() : undefined)

export const EXTERNAL_LINKS = {
  /** The services status: an outside page when configured, else the app's own /status. */
  status: configured(env.VITE_STATUS_URL) ?? '/status',
  blog: configured(env.VITE_BLOG_URL),
  partners: configured(env.VITE_PARTNERS_URL),
  social: configured(env.VITE_SOCIAL_URL),
} as const

/** Contact: the configured page, else the app's own contact form. */
export const CONTACT_LINK = configured(env.VITE_CONTACT_URL)
