/*
 * The card's parts that show once the sender sends (progress, code modal, sent transfer): their code is not on the
 * page's first load; it is fetched at the visitor's first interaction with the page, so it is there when they send.
 */
import { lazy, Suspense, type ComponentProps } from 'react'
import type { TransferDone as Done } from './TransferDone.js'
import type { UploadProgress as Progress } from './UploadProgress.js'

const loadProgress = () => import('./UploadProgress.js')
const loadDone = () => import('./TransferDone.js')
const LazyProgress = lazy(() => loadProgress().then((m) => ({ default: m.UploadProgress })))
const LazyDone = lazy(() => loadDone().then((m) => ({ default: m.TransferDone })))

let fetched = false
function fetchParts() {
  if (fetched) return
  fetched = true
  void loadProgress()
  void loadDone()
}
if (typeof document !== 'undefined') {
  for (const type of ['pointerdown', 'keydown', 'focusin', 'change', 'drop'])
    document.addEventListener(type, fetchParts, { capture: true, passive: true, once: true })
}

export function UploadProgress(props: ComponentProps<typeof Progress>) {
  return (
    <Suspense fallback={null}>
      <LazyProgress {...props} />
    </Suspense>
  )
}

export function TransferDone(props: ComponentProps<typeof Done>) {
  return (
    <Suspense fallback={null}>
      <LazyDone {...props} />
    </Suspense>
  )
}
