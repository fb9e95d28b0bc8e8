/* Toasts live outside React so non-component code (the query cache) can raise them too. */

export const TOAST_KINDS = ['success', 'error', 'warning'] as const
export type ToastKind = (typeof TOAST_KINDS)[number]

export interface Toast {
  id: number
  kind: ToastKind
  title: string
  text?: string
}

export interface ToastStore {
  show(kind: ToastKind, title: string, text?: string): number
  dismiss(id: number): void
  subscribe(listener: () => void): () => void
  snapshot(): readonly Toast[]
}

/** How long a toast stays, by kind: errors are read more slowly than confirmations. */
export const TOAST_DURATION_MS: Record<ToastKind, number> = { success: 5_000, warning: 8_000, error: 10_000 }

export function createToastStore(): ToastStore {
  let toasts: readonly Toast[] = []
  let nextId = 1
  const listeners = new Set<() => void>()
  const timers = new Map<number, ReturnType<typeof setTimeout>>()
  const publish = (next: readonly Toast[]) => {
    toasts = next
    for (const listener of listeners) listener()
  }
  const store: ToastStore = {
    show(kind, title, text) {
      // The same message twice in a row (e.g. several queries failing together) shows once.
      const twin = toasts.find((toast) => toast.kind === kind && toast.title === title && toast.text === text)
      if (twin) return twin.id
      const id = nextId++
      publish([...toasts, { id, kind, title, text }])
      timers.set(
        id,
        setTimeout(() => store.dismiss(id), TOAST_DURATION_MS[kind])
      )
      return id
    },
    dismiss(id) {
      clearTimeout(timers.get(id))
      timers.delete(id)
      if (toasts.some((toast) => toast.id === id)) publish(toasts.filter((toast) => toast.id !== id))
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    snapshot: () => toasts,
  }
  return store
}
