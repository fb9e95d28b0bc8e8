import type { ApplicationService } from '@adonisjs/core/types'
import {
  ContactsService,
  EmailVerificationService,
  IdentityService,
  MailService,
  OrganisationService,
  TranslationService,
  type JobRegistration,
} from '@sceau/plugin-sdk/server'
import { OrganisationDirectory } from '#services/accounts/organisation_directory'
import { PlatformIdentityService } from '#services/accounts/platform_identity_service'
import { PlatformOrganisationService } from '#services/accounts/platform_organisation_service'
import { PlatformContactsService } from '#services/accounts/platform_contacts_service'
import { DatabaseEmailVerificationService } from '#services/accounts/database_email_verification_service'
import { AccountsCleanupJob } from '#jobs/accounts_cleanup_job'

/** The accounts core's jobs, registered with the platform's. */
export const accountJobs: JobRegistration[] = [{ job: AccountsCleanupJob, schedule: { every: '1 hour' } }]

/** Binds the identity contract of @sceau/plugin-sdk (IdentityService, OrganisationService, ContactsService, EmailVerificationService). */
export function bindAccounts(app: ApplicationService) {
  const { container } = app
  const directory = () => container.make(OrganisationDirectory)
  container.singleton(IdentityService, () => new PlatformIdentityService((resolver) => (resolver ?? container).make(OrganisationDirectory)))
  container.singleton(OrganisationService, () => new PlatformOrganisationService(directory))
  container.singleton(ContactsService, () => new PlatformContactsService(directory))
  container.singleton(
    EmailVerificationService,
    async () => new DatabaseEmailVerificationService(() => container.make(MailService), await container.make(TranslationService))
  )
}
