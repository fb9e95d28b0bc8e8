import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useLocalizedHref } from '../hooks.js'
import { usePageTitle } from '../pageTitle.js'

/** Where a screen's back link leads (a canonical path: French, unprefixed) and what it says ("All transfers"). */
export interface BackLink {
  to: string
  label: string
}

/** The link above a screen's title back to the screen it belongs to. */
export function BackLinkTo({ to, label }: BackLink) {
  const href = useLocalizedHref()
  return (
    <Link
      to={href(to)}
      className="mb-2 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
      data-testid="screen-back"
    >
      <span aria-hidden>←</span>
      {label}
    </Link>
  )
}

/**
 * A screen's back link, title, one-line purpose and main action: the action sits right of the title
 * on a wide screen and under the purpose, full width, on a phone.
 */
export function ScreenHeader({
  title,
  pageTitle,
  text,
  back,
  children,
}: {
  title: ReactNode
  /** The tab's name when `title` is not a string. */
  pageTitle?: string
  text?: ReactNode
  back?: BackLink
  children?: ReactNode
}) {
  usePageTitle(pageTitle ?? (typeof title === 'string' ? title : null))
  return (
    <header className="mb-6" data-testid="screen-header">
      {back && <BackLinkTo {...back} />}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight [overflow-wrap:anywhere]">{title}</h1>
          {text && <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{text}</p>}
        </div>
        {children && <div className="flex shrink-0 flex-wrap gap-2 max-sm:[&>*]:flex-1">{children}</div>}
      </div>
    </header>
  )
}

/** How wide a screen's content runs: forms and single records read better narrow, lists use the width. */
const CONTENT = { wide: '', narrow: 'max-w-3xl' } as const

/**
 * The frame of every screen, of the app and of each plugin: one column starting at the same place,
 * the header (back link, title, purpose, main action), then the sections spaced alike. It names the
 * browser tab after the screen ("Transfers · Sceau"; `pageTitle` when the heading is not plain text).
 */
export function Screen({
  title,
  pageTitle,
  intro,
  actions,
  back,
  width = 'wide',
  children,
}: {
  title: ReactNode
  /** The tab's name when `title` is not a string. */
  pageTitle?: string
  intro?: ReactNode
  /** The main action (one primary button or link, maybe a secondary one). */
  actions?: ReactNode
  back?: BackLink
  width?: keyof typeof CONTENT
  children: ReactNode
}) {
  return (
    <div className="mx-auto w-full max-w-6xl" data-testid="screen">
      <div className={CONTENT[width]}>
        <ScreenHeader title={title} pageTitle={pageTitle} text={intro} back={back}>
          {actions}
        </ScreenHeader>
        <div className="space-y-8">{children}</div>
      </div>
    </div>
  )
}
