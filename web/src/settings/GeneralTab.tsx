import { PaymentMethodSection } from '../billing/PaymentMethodSection'
import { useSession } from '../session/useSession'
import { AvatarPicker } from './AvatarPicker'
import { MyInvitations } from './MyInvitations'
import { MyOrganisations } from './MyOrganisations'
import { PasswordForm } from './PasswordForm'
import { PreferencesForm } from './PreferencesForm'
import { ProfileForm } from './ProfileForm'

/** Profile, picture, preferences (address book auto-add, language of mails), the payment method (administrators), password, organisations and invitations. */
export function GeneralTab() {
  const { user, derived } = useSession()
  if (!user) return null
  return (
    <>
      <ProfileForm user={user} />
      <AvatarPicker user={user} />
      <PreferencesForm user={user} />
      {derived.admin && <PaymentMethodSection />}
      <MyInvitations />
      <MyOrganisations />
      <PasswordForm />
    </>
  )
}
