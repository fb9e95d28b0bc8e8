import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { CurrentUser } from '@sceau/api-client'
import { Section, SubmitButton, TextField } from '@sceau/plugin-sdk/web/ui'
import { useFieldErrors } from '../forms/useFieldErrors'
import { compact, required } from '../forms/validation'
import { useToast } from '../toasts/useToast'
import { useUpdateMe } from './useUpdateMe'

/** First and last name; the e-mail is shown, not edited. */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('core')
  const toast = useToast()
  const fields = useFieldErrors()
  const [firstname, setFirstname] = useState(user.firstname ?? '')
  const [lastname, setLastname] = useState(user.lastname ?? '')
  const update = useUpdateMe({
    onSuccess: () => toast.success(t('account.profile.saved')),
    onError: fields.failWith('account.saveFailed'),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (fields.check(compact({ firstname: required(firstname), lastname: required(lastname) }))) {
      update.mutate({ firstname: firstname.trim(), lastname: lastname.trim() })
    }
  }
  return (
    <Section title={t('account.profile.title')}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('auth.firstname')}
            name="firstname"
            autoComplete="given-name"
            value={firstname}
            onValueChange={setFirstname}
            error={fields.errors.firstname}
          />
          <TextField
            label={t('auth.lastname')}
            name="lastname"
            autoComplete="family-name"
            value={lastname}
            onValueChange={setLastname}
            error={fields.errors.lastname}
          />
        </div>
        <TextField label={t('auth.email')} name="email" type="email" value={user.email} onValueChange={() => {}} readOnly />
        <SubmitButton pending={update.isPending}>{t('actions.save')}</SubmitButton>
      </form>
    </Section>
  )
}
