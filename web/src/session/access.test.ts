// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { CurrentUser } from '@sceau/api-client'
import { appPlugins } from '../core/appPlugins'
import { buildMenus } from '../nav/buildMenus'
import { accessOf, derivedAccess, gateRedirect, isPremiumUser } from './access'

const user: CurrentUser = { id: '1', email: 'a@b.c', mailConfirmed: true, permissions: {} }

describe('accessOf (docs/product.md §6)', () => {
  it('is anonymous without a user', () => {
    expect(accessOf(null)).toMatchObject({ authenticated: false, admin: false, premium: false })
  })

  it('makes an admin of an `admin` or `organization` permission', () => {
    expect(accessOf(user).admin).toBe(false)
    expect(accessOf({ ...user, permissions: { admin: true } }).admin).toBe(true)
    expect(accessOf({ ...user, permissions: { organization: { nbMember: 0 } } }).admin).toBe(true)
  })

  it('reads permissions by dotted name, honouring "active" flags', () => {
    const access = accessOf({
      ...user,
      permissions: { integration: { capsule: true, api: false }, consignment: { types: { group: { active: false }, premium: { active: true } } } },
    })
    expect(access.can('integration.capsule')).toBe(true)
    expect(access.can('integration.api')).toBe(false)
    expect(access.can('consignment.types.group')).toBe(false)
    expect(access.can('consignment.types.premium')).toBe(true)
    expect(access.can('transfer.password')).toBe(false)
  })
})

describe('gateRedirect (docs/product.md §4, in order)', () => {
  const cac = { ...user, userType: 'cac' }
  const premium = { id: 'o', name: 'O', subscription: { isPremium: true } }

  it('sends unconfirmed users to the confirmation page first', () => {
    expect(gateRedirect({ ...cac, mailConfirmed: false }, '/app/transfers')).toBe('/account/confirmation')
  })

  it('sends cac users without a premium subscription to their subscription page', () => {
    expect(gateRedirect(cac, '/app/transfers')).toBe('/cac/subscriptions')
  })

  it('keeps premium cac users off /app/subscriptions only', () => {
    expect(gateRedirect({ ...cac, organization: premium }, '/app/subscriptions')).toBe('/cac/subscriptions')
    expect(gateRedirect({ ...cac, organization: premium }, '/app/transfers')).toBeNull()
  })

  it('lets confirmed regular users in', () => {
    expect(gateRedirect(user, '/app/subscriptions')).toBeNull()
  })
})

describe('derivedAccess (docs/product.md §6 from @sceau/shared)', () => {
  const plan = { transfer: { password: true, limitations: { sizeMax: 20480 }, conservationDays: 90 }, addressBook: true, plugins: {} }

  it('lets administrators manage members only when the plan has member slots', () => {
    const free = derivedAccess({ ...user, permissions: { admin: true, organization: { nbMember: 0, settings: false } } })
    expect(free).toMatchObject({ admin: true, canManageMembers: false, canCustomise: false, memberLimit: 1 })
    const paid = derivedAccess({ ...user, premium: true, permissions: { ...plan, admin: true, organization: { nbMember: 5, settings: true } } })
    expect(paid).toMatchObject({ admin: true, canManageMembers: true, canCustomise: true, memberLimit: 6, premium: true, addressBook: true })
    expect(paid.transfer).toMatchObject({ password: true, sizeMax: 20480, conservationDays: 90 })
  })

  it('gives members no administration and a member limit of 0', () => {
    expect(derivedAccess({ ...user, permissions: plan })).toMatchObject({ admin: false, canManageMembers: false, canCustomise: false, memberLimit: 0 })
  })

  it('reads missing permission groups as switched off and plugin permissions by name', () => {
    const partial = { ...user, permissions: { plugins: { 'receptions.safelink': true } } }
    expect(derivedAccess(partial)).toMatchObject({ addressBook: false, integration: { any: false }, consignment: { active: false } })
    expect(accessOf(partial).can('receptions.safelink')).toBe(true)
    expect(accessOf(partial).can('receptions.pages')).toBe(false)
  })

  it('takes premium from the user, else from the active organisation', () => {
    expect(isPremiumUser({ ...user, premium: false, organization: { id: 'o', name: 'O', subscription: { isPremium: true } } })).toBe(false)
    expect(isPremiumUser({ ...user, organization: { id: 'o', name: 'O', subscription: { isPremium: true } } })).toBe(true)
    expect(isPremiumUser(null)).toBe(false)
  })
})

describe('menus per role (docs/product.md §2)', () => {
  const labels = (menus: ReturnType<typeof buildMenus>) =>
    [...menus.top, ...menus.bottom].flatMap((entry) => [entry.id, ...entry.children.map((child) => child.id)])

  // Roles decide once the screens exist: the screens other issues build are registered here as stand-ins.
  const notBuilt = ['/app/integrations']
  const plugins = [
    ...appPlugins,
    { id: 'later', routes: notBuilt.map((path) => ({ path, layout: 'dashboard' as const, screen: async () => ({ default: () => null }) })) },
  ]

  it('shows subscription, integrations and the incoming page to administrators only', () => {
    const deposits = { consignment: { active: true } } as CurrentUser['permissions']
    const admin = labels(buildMenus(plugins, accessOf({ ...user, permissions: { ...deposits, admin: true, organization: { nbMember: 0, settings: false } } })))
    const member = labels(buildMenus(plugins, accessOf({ ...user, permissions: deposits })))
    for (const adminOnly of ['subscription', 'integrations', 'receipts.pages']) {
      expect(admin).toContain(adminOnly)
      expect(member).not.toContain(adminOnly)
    }
    for (const everyone of ['transfers.all', 'transfers.books', 'receipts.inbox', 'receipts.links', 'consignments', 'help']) {
      expect(member).toContain(everyone)
    }
  })
})
