import * as Dialog from '@radix-ui/react-dialog'
import { useTranslation } from 'react-i18next'
import type { CurrentUser } from '@sceau/api-client'
import { ModalContent } from '../components/ModalContent'
import { describeError } from '../errors/describeError'
import { useUpdateMe } from '../settings/useUpdateMe'
import { useToast } from '../toasts/useToast'

/** Shown on first login until dismissed; the dismissal is kept by the API (welcomeDismissed), so it follows the user. */
export function WelcomeDialog({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('core')
  const toast = useToast()
  const dismiss = useUpdateMe({ onError: (error) => toast.error(t('account.saveFailed'), describeError(error, t)) })
  if (user.welcomeDismissed !== false) return null
  return (
    <Dialog.Root open onOpenChange={(open) => open || dismiss.isPending || dismiss.mutate({ welcomeDismissed: true })}>
      <ModalContent title={t('welcome.title', { name: user.firstname ?? '' })} description={t('welcome.text')} width="32rem">
        <ul className="list-disc space-y-1 pl-5 text-sm">
          <li>{t('welcome.transfers')}</li>
          <li>{t('welcome.deposits')}</li>
          <li>{t('welcome.organization')}</li>
        </ul>
        <div className="mt-5 flex justify-end">
          <button type="button" className="btn-primary" disabled={dismiss.isPending} onClick={() => dismiss.mutate({ welcomeDismissed: true })}>
            {t('welcome.start')}
          </button>
        </div>
      </ModalContent>
    </Dialog.Root>
  )
}
