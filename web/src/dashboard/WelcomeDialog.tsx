import * as Dialog from '@radix-ui/react-dialog'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
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
  // A page opened for one task (the extension's pairing, `?pair=`) is not covered: the welcome waits for the next page.
  const { search } = useLocation()
  if (user.welcomeDismissed !== false || new URLSearchParams(search).has('pair')) return null
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
