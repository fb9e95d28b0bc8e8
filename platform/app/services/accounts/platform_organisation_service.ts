import { OrganisationService, type OrganisationMemberInfo, type OrganisationProfile } from '@sceau/plugin-sdk/server'
import Organisation from '#models/organisation'
import OrganisationMember from '#models/organisation_member'
import User from '#models/user'
import type { OrganisationDirectory } from '#services/accounts/organisation_directory'
import { NO_CUSTOMISATION, presentCustomisation } from '#services/accounts/account_presenter'

/** OrganisationService for plugins: profiles, plan permissions, membership and admin e-mails. */
export class PlatformOrganisationService extends OrganisationService {
  constructor(private directory: () => Promise<OrganisationDirectory>) {
    super()
  }

  async profile(organisationId: number): Promise<OrganisationProfile | null> {
    const organisation = await Organisation.find(organisationId)
    if (!organisation) return null
    const allowed = (await this.directory()).organisationPermissions(organisation).organization?.settings === true
    const customisation = presentCustomisation(organisation)
    return {
      id: organisation.id,
      name: organisation.name,
      premium: organisation.premium,
      customisation: allowed ? customisation : NO_CUSTOMISATION,
    }
  }

  async permissions(organisationId: number) {
    const organisation = await Organisation.findOrFail(organisationId)
    return (await this.directory()).organisationPermissions(organisation)
  }

  async isMember(organisationId: number, userId: number) {
    return (await OrganisationMember.query().where('organisation_id', organisationId).where('user_id', userId).first()) !== null
  }

  async adminEmails(organisationId: number) {
    const admins = await OrganisationMember.query().where('organisation_id', organisationId).where('role', 'admin')
    if (!admins.length) return []
    const users = await User.query()
      .whereIn(
        'id',
        admins.map((a) => a.userId)
      )
      .orderBy('id')
    return users.map((u) => u.email)
  }

  async members(organisationId: number): Promise<OrganisationMemberInfo[]> {
    const members = await OrganisationMember.query().where('organisation_id', organisationId).orderBy('user_id')
    if (!members.length) return []
    const users = new Map(
      (
        await User.query().whereIn(
          'id',
          members.map((m) => m.userId)
        )
      ).map((u) => [u.id, u])
    )
    return members.flatMap((member) => {
      const user = users.get(member.userId)
      if (!user) return []
      return [
        {
          userId: user.id,
          email: user.email,
          firstname: user.firstname,
          lastname: user.lastname,
          role: member.role === 'admin' ? ('admin' as const) : ('member' as const),
          locale: user.locale,
        },
      ]
    })
  }
}
