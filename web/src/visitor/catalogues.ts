/*
 * The words of a visitor's first page (scripts/catalogueSubset.ts): the chrome's and the page's from the core catalogue,
 * the send card's from the transfer plugin's. Parts loaded on demand bring theirs: the whole catalogue for the login
 * modal, the home's lower sections their branches (screens/HomeScreen.tsx).
 */
import type { Catalogue, Locale } from '@sceau/plugin-sdk/web'
import type { VisitorPath } from './visitorPath'

type Loaders = Record<string, () => Promise<unknown>>

// Each list starts with its own branch: scripts/pageWeight.ts finds them by that prefix.
const core: Record<VisitorPath, Loaders> = {
  '/': import.meta.glob('../../locales/*.json', {
    query:
      '?pick=screens.home.hero,app,nav.skipToContent,nav.openMenu,nav.closeMenu,header,language,colorMode,footer,cookies,toasts,errors,errorPages.footer.social,actions,upload',
    import: 'default',
  }),
  '/transfer': import.meta.glob('../../locales/*.json', {
    query:
      '?pick=app,nav.skipToContent,header.home,header.contact,header.login,language,colorMode,footer,cookies,toasts,errors,errorPages.footer.social,actions,upload',
    import: 'default',
  }),
}
const transfer: Loaders = import.meta.glob('../../../plugins/transfer/locales/*.json', {
  // Without the words of the card's parts loaded on demand (components/lazyParts.tsx): code modal, progress, "sent" view, advanced settings.
  query:
    '?pick=screens.landing,screens.card,!screens.card.done,!screens.card.phase,!screens.card.totalProgress,!screens.card.totals,!screens.card.waitingForCode,!screens.card.files,!screens.card.ignoreFailed,!screens.card.retryFailed,!screens.card.password,!screens.card.passwordPaid,!screens.card.expiry,!screens.card.days,!screens.card.acknowledgement,!screens.card.acknowledgementHint',
  import: 'default',
})

const inLanguage = (loaders: Loaders, language: Locale) => {
  const load = Object.entries(loaders).find(([path]) => path.endsWith(`/${language}.json`))?.[1]
  if (!load) throw new Error(`no catalogue in "${language}"`)
  return load() as Promise<Catalogue>
}

/** Namespace -> the page's words, in `language`. */
export async function visitorCatalogues(path: VisitorPath, language: Locale): Promise<Record<string, Catalogue>> {
  const [coreWords, transferWords] = await Promise.all([inLanguage(core[path], language), inLanguage(transfer, language)])
  return { core: coreWords, transfer: transferWords }
}
