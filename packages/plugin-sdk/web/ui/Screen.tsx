import type { ReactNode } from 'react'

/** A dashboard screen's title, its one-line purpose and actions on the right. */
export function ScreenHeader({ title, text, children }: { title: string; text?: string; children?: ReactNode }) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {text && <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{text}</p>}
      </div>
      {children}
    </header>
  )
}

const WIDTHS = { '3xl': 'max-w-3xl', '4xl': 'max-w-4xl', '5xl': 'max-w-5xl', full: '' } as const

/** The skeleton of a dashboard screen: its header, then its sections spaced alike. */
export function Screen({
  title,
  intro,
  actions,
  width = 'full',
  children,
}: {
  title: string
  intro?: string
  actions?: ReactNode
  width?: keyof typeof WIDTHS
  children: ReactNode
}) {
  return (
    <div className={`mx-auto ${WIDTHS[width]}`}>
      <ScreenHeader title={title} text={intro}>
        {actions}
      </ScreenHeader>
      <div className="space-y-8">{children}</div>
    </div>
  )
}
