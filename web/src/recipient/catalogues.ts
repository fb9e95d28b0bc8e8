/* The words of the download page only: the chrome's from the core catalogue, the page's from the transfer plugin's (scripts/catalogueSubset.ts). */
import type { Catalogue, Locale } from '@sceau/plugin-sdk/web'

type Loaders = Record<string, () => Promise<unknown>>

const core: Loaders = import.meta.glob('../../locales/*.json', {
  query: '?pick=app.name,header.home,header.contact,language.label,colorMode,footer,errorPages.footer.social,nav.skipToContent',
  import: 'default',
})
const transfer: Loaders = import.meta.glob('../../../plugins/transfer/locales/*.json', {
  query: '?pick=screens.download,screens.files,!screens.download.e2e',
  import: 'default',
})
// An encrypted transfer's words, loaded with its files' component only (the page's size budget).
const transferE2e: Loaders = import.meta.glob('../../../plugins/transfer/locales/*.json', {
  query: '?pick=screens.download.e2e',
  import: 'default',
})

const inLanguage = (loaders: Loaders, language: Locale) => {
  const load = Object.entries(loaders).find(([path]) => path.endsWith(`/${language}.json`))?.[1]
  if (!load) throw new Error(`no catalogue in "${language}"`)
  return load() as Promise<Catalogue>
}

/** Namespace -> catalogue, in `language`. */
export async function recipientCatalogues(language: Locale): Promise<Record<string, Catalogue>> {
  const [coreWords, transferWords] = await Promise.all([inLanguage(core, language), inLanguage(transfer, language)])
  return { core: coreWords, transfer: transferWords }
}

/** Adds the encrypted transfer's words to `catalogues` (from recipientCatalogues), in `language`. */
export async function addE2eWords(catalogues: Record<string, Catalogue>, language: Locale): Promise<void> {
  const words = (await inLanguage(transferE2e, language)) as { screens: { download: { e2e: Catalogue } } }
  const screens = catalogues.transfer!.screens as { download: Catalogue }
  screens.download = { ...screens.download, e2e: words.screens.download.e2e }
}
