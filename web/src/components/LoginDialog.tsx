import * as Dialog from '@radix-ui/react-dialog'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { CurrentUser } from '@sceau/api-client'
import { LoginForm } from '../accounts/LoginForm'
import { SESSION_QUERY_KEY } from '../session/useSession'
import { LocalizedLink } from './LocalizedLink'
import { ModalContent } from './ModalContent'

/** The transfer page's login modal: the login form in place, so the visitor stays on the page they were filling. `defaultOpen`: open once mounted (LoginButton). */
export function LoginDialog({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation('core')
  const queryClient = useQueryClient()
  // The layout shows this dialog to anonymous visitors only: once the session is set, it goes away.
  const loggedIn = (user: CurrentUser) => queryClient.setQueryData(SESSION_QUERY_KEY, user)
  return (
    <Dialog.Root defaultOpen={defaultOpen}>
      <Dialog.Trigger className="btn-secondary">{t('header.login')}</Dialog.Trigger>
      <ModalContent title={t('loginModal.title')} description={t('loginModal.text')}>
        <LoginForm onLoggedIn={loggedIn} />
        <p className="mt-4 text-center text-sm">
          {t('auth.login.noAccount')}{' '}
          <LocalizedLink to="/signin" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
            {t('auth.login.signUp')}
          </LocalizedLink>
        </p>
      </ModalContent>
    </Dialog.Root>
  )
}
