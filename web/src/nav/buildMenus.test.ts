// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { AccessState } from '@sceau/plugin-sdk/web'
import { appPlugins } from '../core/appPlugins'
import { ANONYMOUS } from '../session/access'
import { buildMenus, isRegisteredPath } from './buildMenus'

const route = (path: string) => ({ path, layout: 'dashboard' as const, screen: async () => ({ default: () => null }) })

// Both plans grant deposits: the test callers hold that right (the deposits menu needs it).
const member: AccessState = { ...ANONYMOUS, authenticated: true, can: (permission) => permission === 'consignment.active' }
const admin: AccessState = { ...member, admin: true }

const ids = (entries: { id: string; children: { id: string }[] }[]) => entries.map((entry) => [entry.id, entry.children.map((child) => child.id)])

describe('buildMenus', () => {
  it('merges core and plugin items: children join their parent, ordered by `order`', () => {
    const menus = buildMenus(appPlugins, admin)
    expect(ids(menus.top)).toEqual([
      ['transfers', ['transfers.all', 'transfers.books']],
      ['receipts', ['receipts.inbox', 'receipts.pages', 'receipts.links']],
      ['consignments', []],
    ])
    // docs/product.md §2 bottom menu: subscription and integrations (administrators), and help.
    expect(ids(menus.bottom)).toEqual([
      ['subscription', []],
      ['integrations', []],
      ['help', []],
    ])
  })

  it('hides administrator-only entries from members', () => {
    const menus = buildMenus(appPlugins, member)
    const admins = buildMenus(
      [{ id: 'demo', routes: [route('/a')], navItems: [{ id: 'admins', menu: 'top', label: 'demo:a', to: '/a', visible: (a) => a.admin }] }],
      member
    )
    expect(admins.top).toEqual([])
    expect(ids(menus.bottom)).toEqual([['help', []]])
  })

  it('leaves out an entry whose page no plugin registers, so no menu leads to the 404 page', () => {
    const plugins = [
      {
        id: 'demo',
        routes: [route('/app/things'), route('/app/things/:id?')],
        navItems: [
          { id: 'things', menu: 'top' as const, label: 'demo:things', to: '/app/things' },
          { id: 'thing', menu: 'top' as const, label: 'demo:thing', to: '/app/things/42?tab=files' },
          { id: 'missing', menu: 'top' as const, label: 'demo:missing', to: '/app/not-built' },
        ],
      },
    ]
    expect(ids(buildMenus(plugins, admin).top)).toEqual([
      ['thing', []],
      ['things', []],
    ])
    // And in the real app, every link shown to anyone is a registered screen.
    for (const access of [member, admin]) {
      const menus = buildMenus(appPlugins, access)
      const links = [...menus.top, ...menus.bottom].flatMap((entry) => [entry.to, ...entry.children.map((child) => child.to)]).filter(Boolean)
      for (const to of links) expect(isRegisteredPath(appPlugins, to!), to).toBe(true)
    }
  })

  it('drops a group whose children are all hidden, and children of a hidden parent', () => {
    const menus = buildMenus(
      [
        {
          id: 'demo',
          routes: [route('/a'), route('/b'), route('/c')],
          navItems: [
            { id: 'group', menu: 'top', label: 'demo:group' },
            { id: 'group.secret', menu: 'top', label: 'demo:secret', to: '/a', parent: 'group', visible: (access) => access.admin },
            { id: 'hidden', menu: 'top', label: 'demo:hidden', visible: () => false },
            { id: 'hidden.child', menu: 'top', label: 'demo:child', to: '/b', parent: 'hidden' },
            { id: 'link', menu: 'top', label: 'demo:link', to: '/c' },
          ],
        },
      ],
      member
    )
    expect(ids(menus.top)).toEqual([['link', []]])
  })

  it('refuses two items with the same id', () => {
    const item = { id: 'help', menu: 'bottom' as const, label: 'x:help', to: '/help' }
    expect(() =>
      buildMenus(
        [
          { id: 'core', navItems: [item] },
          { id: 'other', navItems: [item] },
        ],
        member
      )
    ).toThrow(/"help" of "other" is already declared by "core"/)
  })
})
