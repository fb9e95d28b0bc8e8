/* The shell's "core" words the UI pieces use, read from the web app's English catalogue, for rendering a piece alone. */
import i18next from 'i18next'
import type { ReactNode } from 'react'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import english from '../../../web/locales/en.json' with { type: 'json' }

const i18n = i18next.createInstance()
void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { core: english } }, initAsync: false })

export function WithCoreWords({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
}
