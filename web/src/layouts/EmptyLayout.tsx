import { Outlet } from 'react-router'

/** No chrome at all: for screens that bring their own (callbacks, full-screen flows). */
export function EmptyLayout() {
  return (
    <main id="main" className="min-h-screen bg-white text-slate-900 dark:bg-slate-900 dark:text-slate-100">
      <Outlet />
    </main>
  )
}
