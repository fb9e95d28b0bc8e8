import { accessGate, deriveAccess, type OrganisationPermissions } from '@sceau/shared'
import type Organisation from '#models/organisation'
import type User from '#models/user'
import type { Membership, OrganisationDirectory } from '#services/accounts/organisation_directory'
import { MediaStore } from '#services/storage/media_store'
import { isoOf } from '#models/date_time_column'

/** "AL" for Ada Lovelace: what the avatar shows when there is no picture (docs/product.md §2). */
export function initialsOf(firstname: string, lastname: string) {
  const first = (name: string) => Array.from(name.trim())[0] ?? ''
  return `${first(firstname)}${first(lastname)}`.toUpperCase()
}

export function presentPerson(user: User) {
  return {
    id: String(user.id),
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    avatarUrl: MediaStore.url(user.avatarKey),
    initials: initialsOf(user.firstname, user.lastname),
  }
}

export function presentSubscription(organisation: Organisation) {
  return {
    plan: organisation.plan,
    isPremium: organisation.premium,
    expireAt: organisation.planExpiresAt?.toISO() ?? null,
    renew: organisation.planRenews,
  }
}

export const NO_CUSTOMISATION = { logoUrl: null, downloadBackgroundUrl: null, sendBackgroundUrl: null, mainColor: null }

export function presentCustomisation(organisation: Organisation) {
  return {
    logoUrl: MediaStore.url(organisation.logoKey),
    downloadBackgroundUrl: MediaStore.url(organisation.downloadBackgroundKey),
    sendBackgroundUrl: MediaStore.url(organisation.sendBackgroundKey),
    mainColor: organisation.mainColor,
  }
}

/** An organisation as its members see it; the capacity figures for administrators only. */
export async function presentOrganisation(directory: OrganisationDirectory, { organisation, member }: Membership, userId: number) {
  const permissions = directory.permissionsOf({ organisation, member })
  const access = deriveAccess(permissions, { premium: organisation.premium })
  // The branding reaches members' pages (the send page's background) only while the plan allows it, as on the public pages.
  const branded = directory.organisationPermissions(organisation).organization?.settings === true
  const capacity = member.role === 'admin' ? await directory.capacity(organisation) : null
  // A member is told whom to ask for what the plan or their rights do not allow.
  const administrators = member.role === 'admin' ? null : await directory.administratorNames(organisation.id)
  return {
    id: String(organisation.id),
    name: organisation.name,
    personal: organisation.personalOwnerId === userId,
    role: member.role,
    logoUrl: MediaStore.url(organisation.logoKey),
    subscription: presentSubscription(organisation),
    customisation: branded ? presentCustomisation(organisation) : NO_CUSTOMISATION,
    memberLimit: access.memberLimit,
    members: capacity?.members ?? null,
    pendingInvitations: capacity?.pendingInvitations ?? null,
    remainingMembers: capacity?.remainingMembers ?? null,
    administrators,
  }
}

/** The docs/product.md §7 organisation list entry: organization {_id, name, custom.logo} and isActive, plus id and role. */
export function presentOrganisationEntry({ organisation, member }: Membership, activeId: number | null, userId: number) {
  const logo = MediaStore.url(organisation.logoKey)
  return {
    organization: { _id: String(organisation.id), id: String(organisation.id), name: organisation.name, custom: { logo } },
    id: String(organisation.id),
    name: organisation.name,
    logoUrl: logo,
    role: member.role,
    personal: organisation.personalOwnerId === userId,
    isActive: organisation.id === activeId,
  }
}

/**
 * GET /users/me: the user, their active organisation with its subscription, their permissions
 * there (docs/product.md §6 shape, read with @sceau/shared's deriveAccess/can), their organisations and
 * the gate of docs/product.md §4 (null, or the code and page the web app sends them to).
 */
export async function presentMe(directory: OrganisationDirectory, user: User, membership: Membership, permissions: OrganisationPermissions) {
  const memberships = await directory.membershipsOf(user.id)
  const premium = membership.organisation.premium
  return {
    ...presentPerson(user),
    userType: user.userType,
    locale: user.locale,
    mailConfirmed: user.mailConfirmed,
    autoAddContacts: user.autoAddContacts,
    welcomeDismissed: user.welcomeDismissedAt !== null,
    createdAt: isoOf(user.createdAt),
    role: membership.member.role,
    premium,
    permissions,
    organization: await presentOrganisation(directory, membership, user.id),
    organizations: memberships.map((m) => presentOrganisationEntry(m, membership.organisation.id, user.id)),
    organizationsCount: memberships.length,
    gate: accessGate({ mailConfirmed: user.mailConfirmed, userType: user.userType }, premium),
  }
}
