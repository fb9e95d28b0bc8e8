import type { ReactNode } from 'react'
import { LanguageSwitcher } from './LanguageSwitcher'
import { Logo } from './Logo'
import { SlimHeaderBar } from './SlimHeaderBar'

/** Logo and language only, for the focused layouts (download, subscribe, transfer, error). */
export function SlimHeader({ children }: { children?: ReactNode }) {
  return (
    <SlimHeaderBar brand={<Logo />}>
      {children}
      <LanguageSwitcher />
    </SlimHeaderBar>
  )
}
