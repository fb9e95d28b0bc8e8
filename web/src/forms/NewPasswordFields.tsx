import { Check, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { TextField } from '@sceau/plugin-sdk/web/ui'
import { passwordHints, type FieldErrors, type PasswordHint } from './validation'

const HINTS: PasswordHint[] = ['length', 'upper', 'lower', 'digit']

/** A new password and its confirmation, with the docs/product.md §5 conditions ticked live as the user types. */
export function NewPasswordFields({
  password,
  confirmation,
  onPassword,
  onConfirmation,
  errors,
}: {
  password: string
  confirmation: string
  onPassword: (value: string) => void
  onConfirmation: (value: string) => void
  errors: FieldErrors
}) {
  const { t } = useTranslation('core')
  const hints = passwordHints(password)
  return (
    <>
      <TextField
        label={t('auth.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        onValueChange={onPassword}
        error={errors.password}
        hint={
          <ul aria-label={t('auth.passwordHints.label')} className="mt-1 grid gap-0.5 sm:grid-cols-2">
            {HINTS.map((hint) => (
              <li key={hint} className={`flex items-center gap-1 ${hints[hint] ? 'text-emerald-700 dark:text-emerald-400' : ''}`}>
                {hints[hint] ? <Check aria-hidden className="size-3.5" /> : <X aria-hidden className="size-3.5" />}
                {t(`auth.passwordHints.${hint}`)}
                <span className="sr-only">{t(hints[hint] ? 'auth.passwordHints.met' : 'auth.passwordHints.unmet')}</span>
              </li>
            ))}
          </ul>
        }
      />
      <TextField
        label={t('auth.passwordConfirmation')}
        name="passwordConfirmation"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onValueChange={onConfirmation}
        error={errors.passwordConfirmation}
      />
    </>
  )
}
