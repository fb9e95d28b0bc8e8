import type { QueryClient } from '@tanstack/react-query'
import { QueryClientProvider } from '@tanstack/react-query'
import type { i18n as I18n } from 'i18next'
import { I18nextProvider } from 'react-i18next'
import type { DataRouter } from 'react-router'
import { LocalizerContext } from '@sceau/plugin-sdk/web/hooks'
import { RouterProvider } from 'react-router/dom'
import { ToastContext } from '../toasts/toastContext'
import { Toaster } from '../toasts/Toaster'
import type { ToastStore } from '../toasts/toastStore'
import { ShellContext, type Shell } from './shellContext'

export interface AppProps {
  shell: Shell
  i18n: I18n
  queryClient: QueryClient
  toasts: ToastStore
  router: DataRouter
}

/** The providers every screen relies on, around the router (tests pass a memory router). */
export function App({ shell, i18n, queryClient, toasts, router }: AppProps) {
  return (
    <ShellContext value={shell}>
      <LocalizerContext value={shell.localizer}>
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <ToastContext value={toasts}>
              <RouterProvider router={router} />
              <Toaster />
            </ToastContext>
          </QueryClientProvider>
        </I18nextProvider>
      </LocalizerContext>
    </ShellContext>
  )
}
