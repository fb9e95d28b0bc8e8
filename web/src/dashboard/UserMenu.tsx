import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { ChevronDown, LogOut, User } from 'lucide-react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { api, type CurrentUser } from '@sceau/api-client'
import { ColorModeSwitcher } from '../components/ColorModeSwitcher'
import { describeError } from '../errors/describeError'
import { useLocalizedHref } from '@sceau/plugin-sdk/web/hooks'
import { SESSION_QUERY_KEY } from '../session/useSession'
import { useToast } from '../toasts/useToast'
import { Avatar } from './Avatar'

/** Header menu: who is logged in, their account, colour mode, logout (then back to the home page, docs/product.md §2). */
export function UserMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('core')
  const localize = useLocalizedHref()
  const navigate = useNavigate()
  const toast = useToast()
  const queryClient = useQueryClient()
  const logout = useMutation({
    mutationFn: () => api.delete('/users/sessions'),
    onSuccess: async () => {
      await navigate(localize('/'))
      queryClient.clear()
      queryClient.setQueryData(SESSION_QUERY_KEY, null)
    },
    onError: (error) => toast.error(t('userMenu.logoutFailed'), describeError(error, t)),
  })
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="flex items-center gap-2 rounded-full p-1 pr-2 hover:bg-slate-100 dark:hover:bg-slate-800">
        {/* The name says what the button does, then what it shows (axe label-content-name-mismatch). */}
        <span className="sr-only">{t('userMenu.label')}</span> <Avatar user={user} />
        <span className="hidden max-w-48 truncate text-sm sm:inline">{user.email}</span>
        <ChevronDown aria-hidden className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="menu-panel z-50 w-64">
          <DropdownMenu.Label className="truncate px-3 py-2 text-xs text-slate-500 dark:text-slate-400">{user.email}</DropdownMenu.Label>
          <DropdownMenu.Item asChild>
            <Link to={localize('/app/account')} className="menu-item">
              <User aria-hidden className="size-4" />
              {t('nav.myAccount')}
            </Link>
          </DropdownMenu.Item>
          <div className="flex items-center justify-between px-3 py-2 text-sm">
            {t('colorMode.label')}
            <ColorModeSwitcher />
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <DropdownMenu.Item className="menu-item" disabled={logout.isPending} onSelect={() => logout.mutate()}>
            <LogOut aria-hidden className="size-4" />
            {t('nav.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
