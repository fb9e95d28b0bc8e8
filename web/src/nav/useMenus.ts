import { useMemo } from 'react'
import type { AccessState } from '@sceau/plugin-sdk/web'
import { useShell } from '../core/useShell'
import { buildMenus, type Menus } from './buildMenus'

/** The sidebar menus for this user, rebuilt when their access changes (e.g. after an organisation switch). */
export function useMenus(access: AccessState): Menus {
  const { plugins } = useShell()
  return useMemo(() => buildMenus(plugins, access), [plugins, access])
}
