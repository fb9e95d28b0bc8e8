/* The recipient's download page, imported by main.tsx instead of the app on /download/{token} paths. */
import { createRoot, type Root } from 'react-dom/client'
import { createPathLocalizer, languageFromPath } from '@sceau/plugin-sdk/web'
import { loadDownloadPage } from '@sceau/plugin-transfer/web'
import { COMMITMENTS_PATH } from '../core/commitmentsPath'
import { reportClientError } from '../errors/reportClientError'
import { writeLocaleCookie } from '../i18n/localeCookie'
import { createTranslator } from '../i18n/translator'
import { addE2eWords, recipientCatalogues } from './catalogues'
import { RecipientApp } from './RecipientApp'

export async function bootRecipient(token: string, container: HTMLElement): Promise<Root> {
  const { pathname, search, hash } = window.location
  const language = languageFromPath(pathname)
  document.documentElement.lang = language
  writeLocaleCookie(language)
  const [{ DownloadPage }, catalogues] = await Promise.all([loadDownloadPage(), recipientCatalogues(language)])
  // The page links to one page with a translated address (the footer's commitments); the rest only take a language prefix.
  const localizer = createPathLocalizer([COMMITMENTS_PATH])
  const root = createRoot(container, {
    // A crash hands over to the whole app, whose route shows the same page or its error page.
    onUncaughtError: (error) => {
      reportClientError('render', error)
      // Once React is done with this render: the app mounts its own root in the same container.
      setTimeout(() => {
        root.unmount()
        void import('../boot')
      })
    },
  })
  root.render(
    <RecipientApp
      token={token}
      language={language}
      localizer={localizer}
      core={createTranslator(catalogues, language, 'core')}
      transfer={createTranslator(catalogues, language, 'transfer')}
      DownloadPage={DownloadPage}
      loadE2eWords={() => addE2eWords(catalogues, language)}
      location={{ pathname, search, hash }}
    />
  )
  return root
}
