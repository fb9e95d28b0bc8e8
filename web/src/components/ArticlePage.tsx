import { useEffect, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { usePageTitle } from '@sceau/plugin-sdk/web/hooks'

export interface ArticleSection {
  id: string
  title: string
  paragraphs: string[]
  /** Shown after the paragraphs (e.g. the legal notice's identities). */
  content?: ReactNode
}

/** A text page: title, introduction, sections reachable by #id (scrolled to once the lazy screen is in). */
export function ArticlePage({ title, intro, sections, children }: { title: string; intro: string; sections: ArticleSection[]; children?: ReactNode }) {
  usePageTitle(title)
  const { hash } = useLocation()
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView()
  }, [hash])
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-4xl font-bold tracking-tight">{title}</h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{intro}</p>
      {sections.map((section) => (
        <section key={section.id} id={section.id} className="mt-10 scroll-mt-20">
          <h2 className="text-2xl font-semibold">{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed text-slate-700 dark:text-slate-300">
              {paragraph}
            </p>
          ))}
          {section.content}
        </section>
      ))}
      {children}
    </article>
  )
}
