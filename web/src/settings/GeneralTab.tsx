import { PaymentMethodSection } from '../billing/PaymentMethodSection'
import { useSession } from '../session/useSession'
import { AvatarPicker } from './AvatarPicker'
import { MyInvitations } from './MyInvitations'
import { MyOrganisations } from './MyOrganisations'
import { PasswordForm } from './PasswordForm'
import { PreferencesForm } from './PreferencesForm'
import { PrivacySection } from './PrivacySection'
import { ProfileForm } from './ProfileForm'

/**
 * Profile, picture, preferences (address book auto-add, language of mails), the payment method and the
 * proof-of-delivery retention period (administrators), password, organisations and invitations.
 */
export function GeneralTab() {
  const { user, derived } = useSession()
  if (!user) return null
  return (
    <>
      <ProfileForm user={user} />
      <AvatarPicker user={user} />
      <PreferencesForm user={user} />
      {derived.admin && <PaymentMethodSection />}
      {derived.admin && user.organization?.id && <PrivacySection organisationId={user.organization.id} />}
      <MyInvitations />
      <MyOrganisations />
      <PasswordForm />
    </>
  )
}
