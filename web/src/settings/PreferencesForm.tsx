import { useTranslation } from 'react-i18next'
import type { CurrentUser } from '@sceau/api-client'
import { describeError } from '../errors/describeError'
import { CheckboxField, Section } from '@sceau/plugin-sdk/web/ui'
import { LOCALES } from '@sceau/plugin-sdk/web'
import { LANGUAGE_NAMES } from '../i18n/languageNames'
import { useToast } from '../toasts/useToast'
import { useUpdateMe } from './useUpdateMe'

/** Saved as soon as changed: adding transfer recipients to the address book, and the language of the mails. */
export function PreferencesForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('core')
  const toast = useToast()
  const update = useUpdateMe({
    onSuccess: () => toast.success(t('account.preferences.saved')),
    onError: (error) => toast.error(t('account.saveFailed'), describeError(error, t)),
  })
  return (
    <Section title={t('account.preferences.title')}>
      <CheckboxField
        name="autoAddContacts"
        label={t('account.preferences.autoAddContacts')}
        checked={Boolean(user.autoAddContacts)}
        disabled={update.isPending}
        onCheckedChange={(autoAddContacts) => update.mutate({ autoAddContacts })}
      />
      <div className="space-y-1">
        <label htmlFor="mail-language" className="block text-sm font-medium">
          {t('account.preferences.mailLanguage')}
        </label>
        <select
          id="mail-language"
          value={user.locale ?? 'fr'}
          disabled={update.isPending}
          onChange={(event) => update.mutate({ locale: event.target.value })}
          className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-950"
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {LANGUAGE_NAMES[locale]}
            </option>
          ))}
        </select>
      </div>
    </Section>
  )
}
