/*
 * For a part of a page below its first screen, loaded on its own (the home page's lower sections): whether to show it
 * yet. It shows as its place comes within a screen's height of the viewport, or once the page has loaded and the
 * browser is idle, so find-in-page, a screen reader's headings and a link to it reach it without scrolling first.
 */
import { useEffect, useRef, useState, type RefObject } from 'react'

/** Calls `then` once the page's load event has passed and the browser is idle; returns the cancel. */
function whenLoadedAndIdle(then: () => void): () => void {
  let cancel = () => {}
  const idle = () => {
    // Safari has no requestIdleCallback: a short delay after the load event instead.
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(then, { timeout: 2000 })
      cancel = () => window.cancelIdleCallback(id)
    } else {
      const id = window.setTimeout(then, 200)
      cancel = () => window.clearTimeout(id)
    }
  }
  if (document.readyState === 'complete') idle()
  else {
    window.addEventListener('load', idle, { once: true })
    cancel = () => window.removeEventListener('load', idle)
  }
  return () => cancel()
}

/** A ref for the placeholder, and whether the part may show (for good: it does not hide again). */
export function useNearViewport<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null)
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    const show = () => setNear(true)
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) show()
      },
      { rootMargin: '100% 0px' }
    )
    observer.observe(element)
    const cancelIdle = whenLoadedAndIdle(show)
    return () => {
      observer.disconnect()
      cancelIdle()
    }
  }, [near])
  return [ref, near]
}
