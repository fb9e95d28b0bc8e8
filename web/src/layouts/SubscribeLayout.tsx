import { Outlet } from 'react-router'
import { Footer } from '../components/Footer'
import { SlimHeader } from '../components/SlimHeader'

/** Subscription and payment steps: nothing around the form to lead away from it. */
export function SubscribeLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <SlimHeader />
      <main id="main" className="mx-auto w-full max-w-2xl flex-1 px-4 py-10">
        <Outlet />
      </main>
      <Footer />
    </div>
  )
}
