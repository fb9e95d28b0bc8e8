import { useState, type FormEvent } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api } from '@sceau/api-client'
import { Screen, Section } from '@sceau/plugin-sdk/web/ui'
import { useFieldErrors } from '../forms/useFieldErrors'
import { SupportMessageFields } from './SupportMessageFields'
import { compact, required } from '../forms/validation'
import { useToast } from '../toasts/useToast'

export const FAQ_ENTRIES = ['transferSize', 'expiry', 'proof', 'certificate', 'members', 'delete'] as const

/** /app/support: frequent questions, then a contact form whose message is mailed to the support team. */
export default function SupportScreen() {
  const { t } = useTranslation('core')
  const toast = useToast()
  const fields = useFieldErrors()
  const [subject, setSubject] = useState('')
  const [message, setMessage] = useState('')
  const send = useMutation({
    mutationFn: () => api.post('/support/messages', { subject: subject.trim(), message: message.trim() }),
    onSuccess: () => {
      setSubject('')
      setMessage('')
      toast.success(t('support.sent'), t('support.sentText'))
    },
    onError: fields.failWith('support.failed'),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (fields.check(compact({ subject: required(subject), message: required(message) }))) send.mutate()
  }
  return (
    <Screen title={t('support.title')} intro={t('support.text')} width="narrow">
      <Section title={t('support.faqTitle')}>
        <div className="divide-y divide-slate-200 dark:divide-slate-800">
          {FAQ_ENTRIES.map((entry) => (
            <details key={entry} className="group py-3">
              <summary className="cursor-pointer font-medium">{t(`support.faq.${entry}.question`)}</summary>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t(`support.faq.${entry}.answer`)}</p>
            </details>
          ))}
        </div>
      </Section>
      <Section title={t('support.contactTitle')} text={t('support.contactText')}>
        <form noValidate onSubmit={submit} className="space-y-4">
          <SupportMessageFields
            subject={subject}
            message={message}
            onSubject={setSubject}
            onMessage={setMessage}
            errors={fields.errors}
            pending={send.isPending}
          />
        </form>
      </Section>
    </Screen>
  )
}
