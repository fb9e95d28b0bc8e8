import { StrictMode, type ComponentType, type ReactNode } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { QueryClientProvider } from '@tanstack/react-query'
import type { i18n as I18n } from 'i18next'
import { I18nextProvider } from 'react-i18next'
import { LocalizerContext } from '@sceau/plugin-sdk/web/hooks'
import { ShellContext, type Shell } from '../core/shellContext'
import { ToastContext } from '../toasts/toastContext'
import { Toaster } from '../toasts/Toaster'
import type { ToastStore } from '../toasts/toastStore'

export interface VisitorAppProps {
  shell: Shell
  i18n: I18n
  queryClient: QueryClient
  toasts: ToastStore
  /** The route's layout frame (router-free) and screen. */
  Frame: ComponentType<{ children: ReactNode }>
  Screen: ComponentType
}

/**
 * A visitor's first page (src/main.tsx): the app's frame and screen with the app's providers, but without the router
 * (links load the whole app at their address) and over a light i18n (src/i18n/lightI18n.ts) instead of i18next.
 */
export function VisitorApp({ shell, i18n, queryClient, toasts, Frame, Screen }: VisitorAppProps) {
  return (
    <StrictMode>
      <ShellContext value={shell}>
        <LocalizerContext value={shell.localizer}>
          <I18nextProvider i18n={i18n}>
            <QueryClientProvider client={queryClient}>
              <ToastContext value={toasts}>
                <Frame>
                  <Screen />
                </Frame>
                <Toaster />
              </ToastContext>
            </QueryClientProvider>
          </I18nextProvider>
        </LocalizerContext>
      </ShellContext>
    </StrictMode>
  )
}
