import type { ReactNode } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** The body of a centred dialog (inside a Radix Dialog.Root): overlay, title, description, content and a close button. */
export function ModalContent({ title, description, children, width = '28rem' }: { title: string; description: string; children: ReactNode; width?: string }) {
  const { t } = useTranslation('core')
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/60" />
      <Dialog.Content
        style={{ width: `min(${width}, calc(100vw - 2rem))` }}
        className="fixed top-1/2 left-1/2 z-50 -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl dark:bg-slate-900"
      >
        <Dialog.Title className="pr-8 text-lg font-semibold">{title}</Dialog.Title>
        <Dialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-300">{description}</Dialog.Description>
        <div className="mt-5">{children}</div>
        <Dialog.Close
          className="absolute top-3 right-3 rounded p-1 text-slate-500 hover:text-slate-900 dark:hover:text-white"
          aria-label={t('loginModal.close')}
        >
          <X aria-hidden className="size-5" />
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Portal>
  )
}
