/*
 * The card's parts that show only after the sender acts (advanced settings; progress, code modal and sent transfer
 * once they send): their code is not on the page's first load; it is fetched at the visitor's first interaction
 * with the page, so it is there when they get to it (web/scripts/pageWeight.ts).
 */
import { lazy, Suspense, use, useState, type ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdvancedSettings as Advanced } from './AdvancedSettings.js'
import type { TransferDone as Done } from './TransferDone.js'
import type { UploadProgress as Progress } from './UploadProgress.js'

// A word only the parts show (the code modal's title).
const PART_WORDS = 'screens.code.title'

function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null
  const fetch = () => load().then((component) => (loaded = component))
  const Lazy = lazy(() => fetch().then((component) => ({ default: component })))
  function Shown(props: P) {
    const { i18n } = useTranslation('transfer')
    // The visitor shell's first words leave the parts' out (src/visitor/catalogues.ts): they come with the parts.
    if (!i18n.exists(PART_WORDS, { ns: 'transfer' })) use(i18n.loadNamespaces('transfer'))
    // Fetched already (the usual case): rendered at once, as a static import would be, without a suspended frame.
    const [Loaded] = useState(() => loaded)
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />
  }
  function Part(props: P) {
    return (
      <Suspense fallback={null}>
        <Shown {...props} />
      </Suspense>
    )
  }
  return { Part, fetch }
}

const advanced = deferred<Parameters<typeof Advanced>[0]>(() => import('./AdvancedSettings.js').then((m) => m.AdvancedSettings))
const progress = deferred<Parameters<typeof Progress>[0]>(() => import('./UploadProgress.js').then((m) => m.UploadProgress))
const done = deferred<Parameters<typeof Done>[0]>(() => import('./TransferDone.js').then((m) => m.TransferDone))

export const AdvancedSettings = advanced.Part
export const UploadProgress = progress.Part
export const TransferDone = done.Part

let fetched = false
function fetchParts() {
  if (fetched) return
  fetched = true
  for (const part of [advanced, progress, done]) void part.fetch()
}
if (typeof document !== 'undefined') {
  for (const type of ['pointerdown', 'click', 'keydown', 'focusin', 'change', 'drop'])
    document.addEventListener(type, fetchParts, { capture: true, passive: true, once: true })
}
