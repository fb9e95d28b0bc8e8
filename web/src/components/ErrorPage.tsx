import { LocalizedLink } from './LocalizedLink'
import { usePageTitle } from '@sceau/plugin-sdk/web/hooks'

export interface ErrorPageProps {
  tag: string
  title: string
  text: string
  homeLabel: string
}

/** Tag, heading, paragraph and the way back home shared by the 404 and 500 pages. */
export function ErrorPage({ tag, title, text, homeLabel }: ErrorPageProps) {
  usePageTitle(title)
  return (
    <section className="max-w-lg text-center">
      <p className="inline-block rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-700 dark:bg-brand-900 dark:text-brand-100">{tag}</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">{text}</p>
      <LocalizedLink to="/" className="btn-primary mt-8">
        {homeLabel}
      </LocalizedLink>
    </section>
  )
}
