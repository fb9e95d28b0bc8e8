/* Labelled inputs with their error and hint wired for assistive technologies. */
import { useId, type InputHTMLAttributes, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { FieldError } from './choice.js'

export { FieldError, RadioChoice } from './choice.js'

const INPUT =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-[invalid=true]:border-red-500 dark:border-slate-700 dark:bg-slate-950'

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string
  name: string
  value: string
  onValueChange: (value: string) => void
  error?: string
  hint?: ReactNode
}

/** What ties a control to its label, error and hint. */
function describedControl(id: string, error: string | undefined, hint?: ReactNode) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy }
}

/** A label above its control, then the hint and the error. */
function LabelledControl({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string
  label: string
  error?: string
  hint?: ReactNode
  className?: string
  children: ReactNode
}) {
  return (
    <div className={className ?? 'space-y-1'}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && (
        <div id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </div>
      )}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  )
}

export function TextField({ label, name, value, onValueChange, error, hint, className, ...input }: TextFieldProps) {
  const id = useId()
  return (
    <LabelledControl id={id} label={label} error={error} hint={hint} className={className}>
      <input
        name={name}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        {...describedControl(id, error, hint)}
        className={INPUT}
        {...input}
      />
    </LabelledControl>
  )
}

export function TextAreaField({
  label,
  name,
  value,
  onValueChange,
  error,
  rows = 6,
  maxLength,
}: Pick<TextFieldProps, 'label' | 'name' | 'value' | 'onValueChange' | 'error' | 'maxLength'> & { rows?: number }) {
  const id = useId()
  return (
    <LabelledControl id={id} label={label} error={error}>
      <textarea
        name={name}
        rows={rows}
        value={value}
        maxLength={maxLength}
        onChange={(event) => onValueChange(event.target.value)}
        {...describedControl(id, error)}
        className={INPUT}
      />
    </LabelledControl>
  )
}

export function CheckboxField({
  label,
  name,
  checked,
  onCheckedChange,
  error,
  disabled,
}: {
  label: ReactNode
  name: string
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  error?: string
  disabled?: boolean
}) {
  const id = useId()
  return (
    <div className="space-y-1">
      <div className="flex items-start gap-2">
        <input
          name={name}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onCheckedChange(event.target.checked)}
          {...describedControl(id, error)}
          className="mt-0.5 size-4 rounded border-slate-300 accent-brand-600"
        />
        <label htmlFor={id} className="text-sm">
          {label}
        </label>
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  )
}

/** A message about the whole form (wrong credentials, lockout, rate limit). */
export function FormAlert({ children }: { children?: ReactNode }) {
  if (!children) return null
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200">
      {children}
    </p>
  )
}

/** A submit button that says it is working while its request runs. */
export function SubmitButton({
  pending,
  disabled,
  children,
  className = 'btn-primary',
}: {
  pending?: boolean
  disabled?: boolean
  children: ReactNode
  className?: string
}) {
  const { t } = useTranslation('core')
  return (
    <button type="submit" className={className} disabled={pending || disabled} aria-busy={pending || undefined}>
      {pending && <span aria-hidden className="mr-2 inline-block size-4 animate-spin rounded-full border-2 border-white/40 border-t-white align-[-2px]" />}
      {children}
      {pending && <span className="sr-only"> {t('loading')}</span>}
    </button>
  )
}
