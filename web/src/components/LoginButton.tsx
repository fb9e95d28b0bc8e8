import { useState, type ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { useLanguage } from '@sceau/plugin-sdk/web/hooks'
import { useShell } from '../core/useShell'

type Dialog = ComponentType<{ defaultOpen?: boolean }>

/** The transfer page's login button: the modal's code (Radix dialog, login form) and its words load on the first click, then it opens. */
export function LoginButton() {
  const { t } = useTranslation('core')
  const { loadNamespaces } = useShell()
  const language = useLanguage()
  const [dialog, setDialog] = useState<{ Component: Dialog } | 'loading' | null>(null)
  if (dialog && dialog !== 'loading') return <dialog.Component defaultOpen />
  const open = async () => {
    if (dialog) return
    setDialog('loading')
    const [{ LoginDialog }] = await Promise.all([import('./LoginDialog'), loadNamespaces?.(language, ['core'])])
    setDialog({ Component: LoginDialog })
  }
  return (
    <button type="button" className="btn-secondary" aria-haspopup="dialog" aria-expanded={false} aria-busy={dialog === 'loading'} onClick={() => void open()}>
      {t('header.login')}
    </button>
  )
}
