import { useState, type FormEvent } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Navigate } from 'react-router'
import { api, type CurrentUser } from '@sceau/api-client'
import { LocalizedLink } from '../components/LocalizedLink'
import { describeError } from '../errors/describeError'
import { CheckboxField, SubmitButton, TextField } from '@sceau/plugin-sdk/web/ui'
import { NewPasswordFields } from '../forms/NewPasswordFields'
import { useFieldErrors } from '../forms/useFieldErrors'
import { STEP_ONE_FIELDS, signUpStepOneProblems, signUpStepTwoProblems, type SignUpValues } from '../forms/validation'
import { useLanguage, useLocalizedHref } from '@sceau/plugin-sdk/web/hooks'
import { termsAccepted } from '../preferences/browserStorage'
import { useSession } from '../session/useSession'
import { useToast } from '../toasts/useToast'
import { AuthCard } from './AuthCard'
import { InvitationNotice } from './InvitationNotice'
import { AFTER_LOGIN_PATH, useEnterApp } from './useEnterApp'
import { useCacVariant, useInvitation } from './useInvitation'

const EMPTY: SignUpValues = { firstname: '', lastname: '', email: '', password: '', passwordConfirmation: '', terms: false, remember: false }

/** /signin and /cac/signin: names and e-mail (Next, which checks the address is free), then password and terms (Create). */
export function SignUpScreen() {
  const { t } = useTranslation('core')
  const language = useLanguage()
  const localize = useLocalizedHref()
  const toast = useToast()
  const session = useSession()
  const cac = useCacVariant()
  const { token, invitation, expired } = useInvitation()
  const enterApp = useEnterApp()
  const fields = useFieldErrors()
  const [step, setStep] = useState<1 | 2>(1)
  const [values, setValues] = useState<SignUpValues>(EMPTY)
  // The invited address fills the field until the visitor types their own.
  const [emailTouched, setEmailTouched] = useState(false)
  const email = emailTouched ? values.email : values.email || invitation?.email || ''
  const set =
    <K extends keyof SignUpValues>(key: K) =>
    (value: SignUpValues[K]) => {
      if (key === 'email') setEmailTouched(true)
      setValues((current) => ({ ...current, [key]: value }))
      fields.clear(key)
    }
  const onFailure = (error: unknown) => {
    if (fields.fromError(error)) {
      // A problem with a first-step field (e.g. the address taken meanwhile) is shown on that step.
      const failed = Object.keys((error as { fields: Record<string, string> }).fields)
      if (failed.some((name) => (STEP_ONE_FIELDS as readonly string[]).includes(name))) setStep(1)
      return
    }
    toast.error(t('auth.signUp.failed'), describeError(error, t))
  }
  const checkEmail = useMutation({
    mutationFn: () => api.post('/users/email-availability', { email: email.trim() }),
    onSuccess: () => setStep(2),
    onError: onFailure,
  })
  const create = useMutation({
    mutationFn: () =>
      api.post<CurrentUser>('/users', {
        firstname: values.firstname.trim(),
        lastname: values.lastname.trim(),
        email: email.trim(),
        password: values.password,
        passwordConfirmation: values.passwordConfirmation,
        terms: values.terms,
        remember: values.remember,
        locale: language,
        ...(token && !expired ? { invitation: token } : {}),
      }),
    onSuccess: (user) => {
      termsAccepted.set(true)
      return enterApp(user)
    },
    onError: onFailure,
  })
  if (session.user && !create.isPending && !create.isSuccess) return <Navigate to={localize(AFTER_LOGIN_PATH)} replace />
  const next = (event: FormEvent) => {
    event.preventDefault()
    if (fields.check(signUpStepOneProblems({ ...values, email }))) checkEmail.mutate()
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (fields.check(signUpStepTwoProblems(values))) create.mutate()
  }
  const loginPath = `${cac ? '/cac' : '/login'}${token ? `?invitation=${encodeURIComponent(token)}` : ''}`
  return (
    <AuthCard title={t(cac ? 'auth.signUp.cacTitle' : 'auth.signUp.title')}>
      <InvitationNotice invitation={invitation} expired={expired} />
      {invitation?.accountExists && (
        <p className="text-sm">
          {t('invitations.accountExists')}{' '}
          <LocalizedLink to={loginPath} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
            {t('auth.signUp.logIn')}
          </LocalizedLink>
        </p>
      )}
      <p className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">{t('auth.signUp.step', { step, total: 2 })}</p>
      {step === 1 ? (
        <form noValidate onSubmit={next} className="space-y-4" aria-label={t('auth.signUp.stepOne')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('auth.firstname')}
              name="firstname"
              autoComplete="given-name"
              value={values.firstname}
              onValueChange={set('firstname')}
              error={fields.errors.firstname}
            />
            <TextField
              label={t('auth.lastname')}
              name="lastname"
              autoComplete="family-name"
              value={values.lastname}
              onValueChange={set('lastname')}
              error={fields.errors.lastname}
            />
          </div>
          <TextField
            label={t('auth.email')}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onValueChange={set('email')}
            error={fields.errors.email}
          />
          <SubmitButton pending={checkEmail.isPending} className="btn-primary w-full">
            {t('auth.signUp.next')}
          </SubmitButton>
        </form>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4" aria-label={t('auth.signUp.stepTwo')}>
          <p className="text-sm text-slate-600 dark:text-slate-300">{email}</p>
          <NewPasswordFields
            password={values.password}
            confirmation={values.passwordConfirmation}
            onPassword={set('password')}
            onConfirmation={set('passwordConfirmation')}
            errors={fields.errors}
          />
          <CheckboxField
            name="terms"
            checked={values.terms}
            onCheckedChange={set('terms')}
            error={fields.errors.terms}
            label={
              <>
                {t('auth.signUp.terms')}{' '}
                <LocalizedLink to="/pages/legal#terms" target="_blank" className="font-medium text-brand-700 underline dark:text-brand-300">
                  {t('auth.signUp.termsLink')}
                </LocalizedLink>
              </>
            }
          />
          <CheckboxField label={t('auth.remember')} name="remember" checked={values.remember} onCheckedChange={set('remember')} />
          <div className="flex gap-3">
            <button type="button" className="btn-secondary" onClick={() => setStep(1)}>
              {t('auth.signUp.back')}
            </button>
            <SubmitButton pending={create.isPending} className="btn-primary flex-1">
              {t('auth.signUp.create')}
            </SubmitButton>
          </div>
        </form>
      )}
      <p className="text-center text-sm">
        {t('auth.signUp.haveAccount')}{' '}
        <LocalizedLink to={loginPath} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
          {t('auth.signUp.logIn')}
        </LocalizedLink>
      </p>
    </AuthCard>
  )
}
