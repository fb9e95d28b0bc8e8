import { useTranslation } from 'react-i18next'
import { TEXT_LIMITS } from '@sceau/shared'
import { SubmitButton, TextAreaField, TextField } from '@sceau/plugin-sdk/web/ui'

interface SupportMessageFieldsProps {
  subject: string
  message: string
  onSubject: (value: string) => void
  onMessage: (value: string) => void
  errors: Partial<Record<'subject' | 'message', string>>
  pending: boolean
}

/** The subject, message and send button shared by the public contact form and the Help screen's. */
export function SupportMessageFields({ subject, message, onSubject, onMessage, errors, pending }: SupportMessageFieldsProps) {
  const { t } = useTranslation('core')
  return (
    <>
      <TextField
        label={t('support.subject')}
        name="subject"
        value={subject}
        onValueChange={onSubject}
        maxLength={TEXT_LIMITS.supportSubject}
        error={errors.subject}
      />
      <TextAreaField
        label={t('support.message')}
        name="message"
        value={message}
        onValueChange={onMessage}
        maxLength={TEXT_LIMITS.supportMessage}
        error={errors.message}
      />
      <SubmitButton pending={pending}>{t('support.send')}</SubmitButton>
    </>
  )
}
