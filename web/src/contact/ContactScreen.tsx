import { useState, type FormEvent } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api } from '@sceau/api-client'
import { TEXT_LIMITS } from '@sceau/shared'
import { TextField } from '@sceau/plugin-sdk/web/ui'
import { useFieldErrors } from '../forms/useFieldErrors'
import { compact, emailProblem, required } from '../forms/validation'
import { useSession } from '../session/useSession'
import { SupportMessageFields } from '../support/SupportMessageFields'
import { usePageTitle } from '@sceau/plugin-sdk/web/hooks'

/** /contact: the public contact form, mailed to the support team (logged-in users have the same in Help). */
export default function ContactScreen() {
  const { t } = useTranslation('core')
  usePageTitle(t('contact.title'))
  const { user } = useSession()
  const fields = useFieldErrors()
  const [name, setName] = useState(() => (user ? `${user.firstname ?? ''} ${user.lastname ?? ''}`.trim() : ''))
  const [email, setEmail] = useState(() => user?.email ?? '')
  const [subject, setSubject] = useState('')
  const [message, setMessage] = useState('')
  const send = useMutation({
    mutationFn: () => api.post('/support/contact', { name: name.trim(), email: email.trim(), subject: subject.trim(), message: message.trim() }),
    onError: fields.failWith('support.failed'),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (fields.check(compact({ name: required(name), email: emailProblem(email), subject: required(subject), message: required(message) }))) send.mutate()
  }
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-12">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{t('contact.title')}</h1>
        <p className="text-slate-600 dark:text-slate-300">{t('contact.text')}</p>
      </header>
      {send.isSuccess ? (
        <div
          role="status"
          className="rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100"
        >
          <p className="font-semibold">{t('support.sent')}</p>
          <p>{t('contact.sentText', { email: email.trim() })}</p>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4">
          <TextField
            label={t('contact.name')}
            name="name"
            autoComplete="name"
            value={name}
            onValueChange={setName}
            maxLength={TEXT_LIMITS.name}
            error={fields.errors.name}
          />
          <TextField
            label={t('contact.email')}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onValueChange={setEmail}
            error={fields.errors.email}
          />
          <SupportMessageFields
            subject={subject}
            message={message}
            onSubject={setSubject}
            onMessage={setMessage}
            errors={fields.errors}
            pending={send.isPending}
          />
        </form>
      )}
    </div>
  )
}
