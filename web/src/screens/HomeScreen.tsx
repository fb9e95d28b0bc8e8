import { lazy, Suspense, use } from 'react'
import { ArrowRight, Landmark } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { i18n as I18n } from 'i18next'
import type { Catalogue } from '@sceau/plugin-sdk/web'
import { usePageTitle } from '@sceau/plugin-sdk/web/hooks'
import { LocalizedLink } from '../components/LocalizedLink'
import { PluginSlot } from '../components/PluginSlot'
import { useNearViewport } from '../components/useNearViewport'
import { useSealWording } from './homeWording'

// The sections' words, which the visitor shell's first catalogue leaves out (src/visitor/catalogues.ts); the app has them all.
const SECTION_WORDS = import.meta.glob('../../locales/*.json', { query: '?pick=screens.home,!screens.home.hero', import: 'default' })
const HomeSections = lazy(async () => ({ default: (await import('./HomeSections')).HomeSections }))
const sectionWords = new WeakMap<I18n, Promise<void>>()

/** The sections' words when the page lacks them, fetched once per i18n instance (a language). */
function wordsFor(i18n: I18n): Promise<void> {
  let loaded = sectionWords.get(i18n)
  if (!loaded) {
    loaded = (async () => {
      if (i18n.exists('screens.home.steps.title', { ns: 'core' })) return
      const load = Object.entries(SECTION_WORDS).find(([path]) => path.endsWith(`/${i18n.language}.json`))?.[1]
      if (load) i18n.addResourceBundle(i18n.language, 'core', (await load()) as Catalogue, true, false)
    })()
    sectionWords.set(i18n, loaded)
  }
  return loaded
}

/** The sections once their words are there (suspends meanwhile, like their code). */
function SectionsWithWords({ i18n }: { i18n: I18n }) {
  use(wordsFor(i18n))
  return <HomeSections />
}

/** What lies below the first screen (scripts/pageWeight.ts counts the first screen only): loaded as it nears the viewport, or once the page is idle. */
function LowerSections() {
  const { i18n } = useTranslation('core')
  const [placeholder, near] = useNearViewport<HTMLDivElement>()
  // A screen's height held meanwhile, so the footer does not show up where the sections are coming.
  const held = <div ref={placeholder} className="min-h-screen" />
  if (!near) return held
  return (
    <Suspense fallback={held}>
      <SectionsWithWords i18n={i18n} />
    </Suspense>
  )
}

/** Home: what Sceau does (transfer, proof), how a deposit works, what it costs. */
export function HomeScreen() {
  const { t } = useTranslation('core', { keyPrefix: 'screens.home' })
  usePageTitle(t('hero.title'))
  const { sealVariant } = useSealWording()

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white dark:from-slate-950 dark:to-slate-900">
        <div className="mx-auto grid max-w-6xl items-start gap-10 px-4 py-16 sm:py-24 lg:grid-cols-2">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-700 shadow-sm dark:bg-slate-800 dark:text-brand-200">
              <Landmark aria-hidden className="size-4" />
              {t('hero.eyebrow')}
            </p>
            <h1 className="mt-6 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl lg:text-6xl">{t('hero.title')}</h1>
            <p className="mt-6 max-w-2xl text-lg text-slate-600 dark:text-slate-300">{t(`hero.text${sealVariant}`)}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <LocalizedLink to="/transfer" className="btn-primary px-6 py-3 text-base">
                {t('hero.send')}
                <ArrowRight aria-hidden className="size-4" />
              </LocalizedLink>
              <LocalizedLink to="/infos/preuve-depot-consignation" className="btn-secondary px-6 py-3 text-base">
                {t('hero.protect')}
              </LocalizedLink>
            </div>
          </div>
          {/* The transfer plugin's creation card (docs/product.md §2: sending from the home page). */}
          <PluginSlot name="home.hero" />
        </div>
      </section>

      <LowerSections />
    </>
  )
}
