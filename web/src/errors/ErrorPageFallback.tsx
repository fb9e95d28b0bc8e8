import { languageFromPath, withLanguagePrefix, type Locale } from '@sceau/plugin-sdk/web'

/* Shown when the error page itself fails, so it needs nothing that could have failed: no i18n, no router. */
const TEXTS: Record<Locale, { message: string; home: string }> = {
  fr: { message: 'Une erreur est survenue lors de l’affichage de la page d’erreur', home: 'Retour à l’accueil' },
  en: { message: 'An error occurred while showing the error page', home: 'Back to home' },
  es: { message: 'Se produjo un error al mostrar la página de error', home: 'Volver al inicio' },
  it: { message: 'Si è verificato un errore durante la visualizzazione della pagina di errore', home: 'Torna alla home' },
  pt: { message: 'Ocorreu um erro ao mostrar a página de erro', home: 'Voltar ao início' },
}

export function ErrorPageFallback() {
  const language = languageFromPath(globalThis.location?.pathname ?? '/')
  const text = TEXTS[language]
  return (
    <div role="alert" lang={language} style={{ fontFamily: 'system-ui, sans-serif', padding: '4rem 1rem', textAlign: 'center' }}>
      <p>{text.message}</p>
      <p>
        <a href={withLanguagePrefix('/', language)}>{text.home}</a>
      </p>
    </div>
  )
}
