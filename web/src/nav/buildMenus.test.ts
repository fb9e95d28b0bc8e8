import { describe, expect, it } from 'vitest'
import type { AccessState } from '@sceau/plugin-sdk/web'
import { appPlugins } from '../core/appPlugins'
import { ANONYMOUS } from '../session/access'
import { buildMenus } from './buildMenus'

const member: AccessState = { ...ANONYMOUS, authenticated: true }
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
    expect(ids(menus.bottom)).toEqual([
      ['subscription', []],
      ['integrations', []],
      ['help', []],
    ])
  })

  it('hides administrator-only entries from members', () => {
    const menus = buildMenus(appPlugins, member)
    expect(ids(menus.top)[1]).toEqual(['receipts', ['receipts.inbox', 'receipts.links']])
    expect(ids(menus.bottom)).toEqual([['help', []]])
  })

  it('drops a group whose children are all hidden, and children of a hidden parent', () => {
    const menus = buildMenus(
      [
        {
          id: 'demo',
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
    expect(() => buildMenus([{ id: 'core', navItems: [item] }, { id: 'other', navItems: [item] }], member)).toThrow(/"help" of "other" is already declared by "core"/)
  })
})
