import { useState } from 'react'
import { ChevronDown } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { NavLink, useLocation } from 'react-router'
import { Icon } from '../components/Icon'
import { useLocalizedHref } from '@sceau/plugin-sdk/web/hooks'
import type { MenuEntry } from '../nav/buildMenus'

const LINK =
  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-slate-300 hover:bg-white/10 hover:text-white aria-[current=page]:bg-white/15 aria-[current=page]:text-white'

/** One sidebar menu: links, and groups that open on click (and start open around the current page). */
export function SidebarMenu({ entries, label }: { entries: MenuEntry[]; label: string }) {
  const { t } = useTranslation()
  const localize = useLocalizedHref()
  const { pathname } = useLocation()
  const [toggled, setToggled] = useState<Record<string, boolean>>({})
  return (
    <ul aria-label={label} className="space-y-1">
      {entries.map((entry) => {
        if (!entry.children.length) {
          return (
            <li key={entry.id}>
              <NavLink to={localize(entry.to ?? '/')} className={LINK}>
                <Icon name={entry.icon} />
                {t(entry.label)}
              </NavLink>
            </li>
          )
        }
        const current = entry.children.some((child) => child.to && pathname.startsWith(localize(child.to)))
        const open = toggled[entry.id] ?? current
        // Of siblings nested in one another (/app/receptions, /app/receptions/links), only the closest one is the current page.
        const closest = entry.children
          .filter((child) => child.to && isWithin(pathname, localize(child.to)))
          .sort((a, b) => localize(b.to!).length - localize(a.to!).length)[0]
        return (
          <li key={entry.id}>
            <button
              type="button"
              aria-expanded={open}
              aria-controls={`menu-${entry.id}`}
              onClick={() => setToggled({ ...toggled, [entry.id]: !open })}
              className={`${LINK} w-full`}
            >
              <Icon name={entry.icon} />
              <span className="flex-1 text-left">{t(entry.label)}</span>
              <ChevronDown aria-hidden className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
            </button>
            <ul id={`menu-${entry.id}`} hidden={!open} className="mt-1 space-y-1 pl-8">
              {entry.children.map((child) => (
                <li key={child.id}>
                  <NavLink to={localize(child.to ?? '/')} end={closest !== undefined && closest !== child} className={LINK}>
                    {t(child.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
        )
      })}
    </ul>
  )
}

/** Whether a path is `base` or under it (NavLink's own rule). */
function isWithin(pathname: string, base: string) {
  return pathname === base || pathname.startsWith(base.endsWith('/') ? base : `${base}/`)
}
