import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { Building, Check, ChevronDown } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { CurrentUser } from '@sceau/api-client'
import { useSwitchOrganisation } from './useSwitchOrganisation'

/** Shown only with more than one organisation (docs/product.md §2); a switch reloads the user, hence the menus. */
export function OrganisationSwitcher({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('core')
  const switchTo = useSwitchOrganisation()
  const organisations = user.organizations ?? []
  if (organisations.length < 2) return null
  const active = organisations.find((organisation) => organisation.isActive) ?? organisations[0]
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        disabled={switchTo.isPending}
        className="flex w-full items-center gap-2 rounded-md bg-white/5 px-3 py-2 text-left text-sm text-white hover:bg-white/10"
      >
        {/* The name says what the button does, then what it shows (axe label-content-name-mismatch). */}
        <span className="sr-only">{t('organizations.label')}</span> <Building aria-hidden className="size-4 shrink-0" />
        <span className="flex-1 truncate">{active.name}</span>
        <ChevronDown aria-hidden className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={6} className="menu-panel z-50 w-[226px]">
          {organisations.map((organisation) => (
            <DropdownMenu.Item
              key={organisation.id}
              className="menu-item justify-between"
              onSelect={() => organisation.isActive || switchTo.mutate(organisation.id)}
            >
              <span className="truncate">{organisation.name}</span>
              {organisation.isActive && <Check aria-hidden className="size-4" />}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
