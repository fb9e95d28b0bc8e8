import { describe, expect, it } from 'vitest'
import {
  ANONYMOUS_TRANSFER,
  GATE,
  accessGate,
  can,
  canActOnTransfer,
  seesAllTransfers,
  TRANSFER_ACTIONS,
  deriveAccess,
  isKnownRight,
  isPremium,
  memberPermissions,
  planPermissions,
  remainingMembers,
  rightsOf,
} from '../src/permissions.js'
import { LIMITS } from '../src/constants.js'

const plugins = [{ name: 'receptions.safelink', premium: true }, { name: 'consignment.deposit' }]

describe('planPermissions (docs/product.md §1, §9)', () => {
  it('free: 4 GB transfers kept 7 days, no password, no address book, no members, no customisation, no integrations', () => {
    const p = planPermissions('free', { plugins })
    expect(p.transfer).toEqual({ password: false, limitations: { sizeMax: 4096 }, conservationDays: 7 })
    expect(p.transfer.limitations.sizeMax * 1024 * 1024).toBe(LIMITS.freeTransferBytes)
    expect(p.addressBook).toBe(false)
    expect(p.organization).toEqual({ nbMember: 0, settings: false })
    expect(Object.values(p.integration)).toEqual([false, false, false, false])
    expect(p.consignment.active).toBe(true)
    expect(p.consignment.types.premium.active).toBe(false)
    expect(p.plugins).toEqual({ 'receptions.safelink': false, 'consignment.deposit': true })
  })

  it('premium: 20 GB, up to 90 days, password, address book, members, customisation, integrations', () => {
    const p = planPermissions('premium', { plugins })
    expect(p.transfer).toEqual({ password: true, limitations: { sizeMax: 20480 }, conservationDays: 90 })
    expect(p.transfer.limitations.sizeMax * 1024 * 1024).toBe(LIMITS.paidTransferBytes)
    expect(p.addressBook).toBe(true)
    expect(p.organization).toEqual({ nbMember: 5, settings: true })
    expect(p.integration).toEqual({ capsule: true, webProof: true, gitCloning: true, api: true })
    expect(p.plugins['receptions.safelink']).toBe(true)
  })

  it('a plugin permission named like a core one is the core one (no second flag)', () => {
    const p = planPermissions('premium', { plugins: [{ name: 'transfer.password', premium: false }] })
    expect(p.plugins).toEqual({})
    expect(memberPermissions(p, 'member', { 'transfer.password': false }).transfer.password).toBe(false)
  })

  it('takes a member count and the third-party (mandataire) approval from the organisation', () => {
    const p = planPermissions('premium', { nbMember: 12, isMandataire: true })
    expect(p.organization?.nbMember).toBe(12)
    expect(p.consignment.isMandataire).toBe(true)
    expect(planPermissions('free', { nbMember: -3 }).organization?.nbMember).toBe(0)
  })

  it('the free plan grants its own member count: the slots of an ended subscription grant nothing (issue 25)', () => {
    expect(planPermissions('free', { nbMember: 8 }).organization?.nbMember).toBe(0)
    expect(deriveAccess(planPermissions('free', { nbMember: 8 })).memberLimit).toBe(1)
    expect(deriveAccess(planPermissions('free', { nbMember: 8 })).canManageMembers).toBe(false)
  })

  it('hands out copies: changing one organisation never changes another', () => {
    const a = planPermissions('premium')
    a.transfer.limitations.sizeMax = 1
    expect(planPermissions('premium').transfer.limitations.sizeMax).toBe(20480)
  })
})

describe('memberPermissions (activated rights)', () => {
  const organisation = planPermissions('premium', { plugins })

  it('an administrator holds everything the plan gives, whatever rights say', () => {
    const p = memberPermissions(organisation, 'admin', { 'transfer.password': false })
    expect(p.admin).toBe(true)
    expect(p.transfer.password).toBe(true)
  })

  it('a member loses the admin entries and keeps the other rights by default', () => {
    const p = memberPermissions(organisation, 'member')
    expect(p.admin).toBeUndefined()
    expect(p.organization).toBeUndefined()
    expect(p.transfer.password).toBe(true)
    expect(deriveAccess(p, { premium: true }).admin).toBe(false)
  })

  it('deactivated rights switch off flags, "active" groups and plugin permissions', () => {
    const p = memberPermissions(organisation, 'member', {
      'transfer.password': false,
      'consignment.types.group': false,
      'integration.api': false,
      addressBook: false,
      'receptions.safelink': false,
      'made.up': false,
    })
    expect(p.transfer.password).toBe(false)
    expect(p.consignment.types.group.active).toBe(false)
    expect(p.consignment.types.versionning.active).toBe(true)
    expect(p.integration.api).toBe(false)
    expect(p.integration.capsule).toBe(true)
    expect(p.addressBook).toBe(false)
    expect(p.plugins['receptions.safelink']).toBe(false)
    expect(p).not.toHaveProperty('made')
  })

  it('a right cannot give more than the plan', () => {
    const free = planPermissions('free')
    expect(memberPermissions(free, 'member', { 'transfer.password': true }).transfer.password).toBe(false)
  })

  it('lists every right with its value, and knows which names are rights', () => {
    const rights = rightsOf(organisation, { 'integration.api': false })
    expect(rights['integration.api']).toBe(false)
    expect(rights['transfer.password']).toBe(true)
    expect(rights['receptions.safelink']).toBe(true)
    expect(isKnownRight(organisation, 'consignment.deposit')).toBe(true)
    expect(isKnownRight(organisation, 'organization.nbMember')).toBe(false)
  })
})

describe('deriveAccess (docs/product.md §6)', () => {
  it('anonymous: not authenticated, 2 Go transfers kept 1 day, nothing else', () => {
    const access = deriveAccess(null)
    expect(access.authenticated).toBe(false)
    expect(access.admin).toBe(false)
    expect(access.memberLimit).toBe(0)
    expect(access.premium).toBe(false)
    expect(access.transfer.sizeMax).toBe(ANONYMOUS_TRANSFER.sizeMax)
    expect(access.transfer.sizeMaxBytes).toBe(LIMITS.anonymousTransferBytes)
    expect(access.transfer.conservationDays).toBe(1)
    expect(access.integration.any).toBe(false)
  })

  it('admin means an `admin` or an `organization` entry', () => {
    const base = memberPermissions(planPermissions('free'), 'member')
    expect(deriveAccess(base).admin).toBe(false)
    expect(deriveAccess({ ...base, admin: true }).admin).toBe(true)
    expect(deriveAccess({ ...base, organization: { nbMember: 0, settings: false } }).admin).toBe(true)
  })

  it('members and invitations need admin and nbMember > 0; the limit is nbMember + 1 for admins', () => {
    const free = deriveAccess(planPermissions('free'))
    expect(free.canManageMembers).toBe(false)
    expect(free.memberLimit).toBe(1)
    const premium = deriveAccess(planPermissions('premium'), { premium: true })
    expect(premium.canManageMembers).toBe(true)
    expect(premium.memberLimit).toBe(6)
    const member = deriveAccess(memberPermissions(planPermissions('premium'), 'member'), { premium: true })
    expect(member.canManageMembers).toBe(false)
    expect(member.memberLimit).toBe(0)
  })

  it('customising needs `admin` and `organization` settings', () => {
    expect(deriveAccess(planPermissions('premium')).canCustomise).toBe(true)
    expect(deriveAccess(planPermissions('free')).canCustomise).toBe(false)
    expect(deriveAccess(memberPermissions(planPermissions('premium'), 'member')).canCustomise).toBe(false)
  })

  it('transfer, consignment and integration flags come from the permissions', () => {
    const access = deriveAccess(planPermissions('premium', { isMandataire: true }), { premium: true })
    expect(access.transfer).toEqual({ password: true, sizeMax: 20480, sizeMaxBytes: 20 * 1024 ** 3, conservationDays: 90 })
    expect(access.consignment).toEqual({ active: true, group: true, versionning: true, premium: true, mandataire: true })
    expect(access.integration).toEqual({ capsule: true, webProof: true, gitCloning: true, api: true, any: true })
    expect(access.premium).toBe(true)
    expect(access.addressBook).toBe(true)
  })

  it('consignment type flags need the consignment permission itself', () => {
    const p = planPermissions('premium')
    p.consignment.active = false
    expect(deriveAccess(p).consignment).toEqual({ active: false, group: false, versionning: false, premium: false, mandataire: false })
  })

  it('premium features need a premium subscription, whatever the permissions', () => {
    expect(deriveAccess(planPermissions('premium'), { premium: false }).premium).toBe(false)
  })
})

describe('can (dotted names)', () => {
  const p = memberPermissions(planPermissions('premium', { plugins }), 'member', { 'consignment.types.group': false })

  it('reads booleans, "active" groups and plugin permissions', () => {
    expect(can(p, 'integration.capsule')).toBe(true)
    expect(can(p, 'consignment.types.group')).toBe(false)
    expect(can(p, 'consignment.types.premium')).toBe(true)
    expect(can(p, 'receptions.safelink')).toBe(true)
    expect(can(p, 'transfer.limitations.sizeMax')).toBe(false)
    expect(can(p, 'admin')).toBe(false)
    expect(can(p, 'no.such.thing')).toBe(false)
    expect(can(null, 'transfer.password')).toBe(false)
  })
})

describe('remainingMembers and isPremium', () => {
  it('counts members (the admin included) and pending invitations against the limit', () => {
    expect(remainingMembers(6, 1, 0)).toBe(5)
    expect(remainingMembers(6, 3, 2)).toBe(1)
    expect(remainingMembers(1, 1, 0)).toBe(0)
    expect(remainingMembers(6, 7, 0)).toBe(0)
  })

  it('is premium on the premium plan until it expires', () => {
    const now = new Date('2026-06-01T00:00:00Z')
    expect(isPremium({ plan: 'free' }, now)).toBe(false)
    expect(isPremium({ plan: 'premium', expiresAt: null }, now)).toBe(true)
    expect(isPremium({ plan: 'premium', expiresAt: '2026-06-02T00:00:00Z' }, now)).toBe(true)
    expect(isPremium({ plan: 'premium', expiresAt: new Date('2026-05-31T00:00:00Z') }, now)).toBe(false)
  })
})

describe('accessGate (docs/product.md §4, in order)', () => {
  it('sends unconfirmed users to the confirmation page before anything else', () => {
    expect(accessGate({ mailConfirmed: false, userType: 'cac' }, false, '/app/subscriptions')).toBe(GATE.mailNotConfirmed)
    expect(GATE.mailNotConfirmed.redirect).toBe('/account/confirmation')
  })

  it('sends cac users without premium to their subscription page', () => {
    expect(accessGate({ mailConfirmed: true, userType: 'cac' }, false, '/app/transfers')).toBe(GATE.subscriptionRequired)
  })

  it('keeps premium cac users off /app/subscriptions only', () => {
    expect(accessGate({ mailConfirmed: true, userType: 'cac' }, true, '/app/subscriptions/')).toBe(GATE.cacSubscriptions)
    expect(accessGate({ mailConfirmed: true, userType: 'cac' }, true, '/app/transfers')).toBeNull()
    expect(accessGate({ mailConfirmed: true, userType: 'cac' }, true)).toBeNull()
  })

  it('lets confirmed regular users in, premium or not', () => {
    expect(accessGate({ mailConfirmed: true, userType: 'user' }, false, '/app/subscriptions')).toBeNull()
  })
})

describe('canActOnTransfer (docs/product.md §4, §6: the owner and the administrators manage a transfer)', () => {
  const organisation = planPermissions('premium', { plugins })
  const admin = { userId: 1, permissions: memberPermissions(organisation, 'admin') }
  const creator = { userId: 2, permissions: memberPermissions(organisation, 'member') }
  const colleague = { userId: 3, permissions: memberPermissions(organisation, 'member') }
  const noPassword = { userId: 4, permissions: memberPermissions(organisation, 'member', { 'transfer.password': false }) }
  const apiKey = { userId: null, permissions: memberPermissions(organisation, 'member') }
  const ofCreator = { userId: 2 }

  it('its creator and an administrator may take every action; a colleague and an API key none', () => {
    for (const action of TRANSFER_ACTIONS) {
      expect(canActOnTransfer(creator, ofCreator, action)).toBe(true)
      expect(canActOnTransfer(admin, ofCreator, action)).toBe(true)
      expect(canActOnTransfer(colleague, ofCreator, action)).toBe(false)
      expect(canActOnTransfer(apiKey, ofCreator, action)).toBe(false)
    }
    // An anonymous sender's transfer (no user) is the administrators' only.
    expect(canActOnTransfer(apiKey, { userId: null }, 'read')).toBe(false)
    expect(canActOnTransfer(admin, { userId: null }, 'delete')).toBe(true)
  })

  it("adding, changing or removing a password needs the transfer password right, even on one's own transfer", () => {
    expect(canActOnTransfer(noPassword, { userId: 4 }, 'protect')).toBe(false)
    expect(canActOnTransfer(noPassword, { userId: 4 }, 'delete')).toBe(true)
    const freeAdmin = { userId: 1, permissions: memberPermissions(planPermissions('free', { plugins }), 'admin') }
    expect(canActOnTransfer(freeAdmin, { userId: 1 }, 'protect')).toBe(false)
    expect(canActOnTransfer({ userId: 1, permissions: null }, { userId: 1 }, 'read')).toBe(false)
  })

  it('administrators see every transfer of the organisation, members their own', () => {
    expect(seesAllTransfers(admin)).toBe(true)
    expect(seesAllTransfers(creator)).toBe(false)
    expect(seesAllTransfers({ userId: 1, permissions: null })).toBe(false)
  })

  it("reads the web app's copy the same way: string ids, missing groups count as off", () => {
    const webMember = { userId: '2', permissions: {} }
    expect(canActOnTransfer(webMember, { userId: '2' }, 'resend')).toBe(true)
    expect(canActOnTransfer(webMember, { userId: '2' }, 'protect')).toBe(false)
    expect(canActOnTransfer(webMember, { userId: '3' }, 'read')).toBe(false)
    expect(canActOnTransfer(webMember, { userId: null }, 'read')).toBe(false)
    expect(canActOnTransfer({ userId: '2', permissions: { transfer: { password: true } } }, { userId: '2' }, 'protect')).toBe(true)
    const webAdmin = { userId: '1', permissions: { organization: { nbMember: 5, settings: true } } }
    expect(canActOnTransfer(webAdmin, { userId: '2' }, 'delete')).toBe(true)
    expect(canActOnTransfer(webAdmin, { userId: '2' }, 'protect')).toBe(false)
    // The server's numeric ids and the web's strings name the same user.
    expect(canActOnTransfer(creator, { userId: '2' }, 'delete')).toBe(true)
  })
})
