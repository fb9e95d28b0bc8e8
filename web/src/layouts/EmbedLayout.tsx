import { Outlet } from 'react-router'

/** Shown inside third-party iframes: transparent, no navigation, no banner. */
export function EmbedLayout() {
  return (
    <main className="bg-transparent p-2 text-slate-900 dark:text-slate-100">
      <Outlet />
    </main>
  )
}
