import type { ReactNode } from 'react'
import { LanguageSwitcher } from './LanguageSwitcher'
import { Logo } from './Logo'

/** Logo and language only, for the focused layouts (download, subscribe, transfer, error). */
export function SlimHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
        <Logo />
        <div className="ml-auto flex items-center gap-2">
          {children}
          <LanguageSwitcher />
        </div>
      </div>
    </header>
  )
}
