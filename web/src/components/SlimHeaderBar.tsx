import type { ReactNode } from 'react'

/** The focused layouts' header bar: the brand on the left, `children` (the language switcher last) on the right. */
export function SlimHeaderBar({ brand, children }: { brand: ReactNode; children: ReactNode }) {
  return (
    <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
        {brand}
        <div className="ml-auto flex items-center gap-2">{children}</div>
      </div>
    </header>
  )
}
