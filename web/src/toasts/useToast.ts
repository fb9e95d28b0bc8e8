import { useContext, useMemo } from 'react'
import { ToastContext } from './toastContext'

export interface ToastApi {
  success(title: string, text?: string): number
  error(title: string, text?: string): number
  warning(title: string, text?: string): number
  dismiss(id: number): void
}

/** Raises toasts: `useToast().success(t('saved'))`. */
export function useToast(): ToastApi {
  const store = useContext(ToastContext)
  return useMemo(
    () => ({
      success: (title, text) => store.show('success', title, text),
      error: (title, text) => store.show('error', title, text),
      warning: (title, text) => store.show('warning', title, text),
      dismiss: (id) => store.dismiss(id),
    }),
    [store]
  )
}
