import { useContext, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { CircleCheck, CircleExclamationPoint, TriangleExclamationPoint, X } from 'lucide-react'
import { ToastContext } from './toastContext'
import { TOAST_KINDS, type ToastKind } from './toastStore'

const STYLE: Record<ToastKind, string> = {
  success: 'border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-50',
  error: 'border-red-300 bg-red-50 text-red-950 dark:border-red-700 dark:bg-red-950 dark:text-red-50',
  warning: 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50',
}

const ICON = { success: CircleCheck, error: CircleExclamationPoint, warning: TriangleExclamationPoint }

/** Three stacks, one per kind, so an error is never buried under confirmations. */
export function Toaster() {
  const store = useContext(ToastContext)
  const toasts = useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot)
  const { t } = useTranslation('core')
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-4 sm:items-end">
      {TOAST_KINDS.map((kind) => {
        const group = toasts.filter((toast) => toast.kind === kind)
        const Icon = ICON[kind]
        return (
          <section
            key={kind}
            aria-label={t(`toasts.groups.${kind}`)}
            data-toast-group={kind}
            role={kind === 'error' ? 'alert' : 'status'}
            className="flex w-full max-w-sm flex-col gap-2"
          >
            {group.map((toast) => (
              <div key={toast.id} className={`pointer-events-auto flex items-start gap-3 rounded-lg border p-3 shadow-md ${STYLE[kind]}`}>
                <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">{toast.title}</p>
                  {toast.text && <p className="mt-0.5 text-sm opacity-90">{toast.text}</p>}
                </div>
                <button
                  type="button"
                  onClick={() => store.dismiss(toast.id)}
                  className="rounded p-0.5 opacity-70 hover:opacity-100 focus-visible:outline-2"
                  aria-label={t('toasts.close')}
                >
                  <X aria-hidden className="size-4" />
                </button>
              </div>
            ))}
          </section>
        )
      })}
    </div>
  )
}
