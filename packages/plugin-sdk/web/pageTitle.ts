import { useEffect } from 'react'

/** The product's name, last in every tab title. */
export const APP_NAME = 'Sceau'

/** A tab title: the screen's name, then the product's ("Transfers · Sceau"); the name alone without a screen title. */
export function pageTitle(title?: string | null): string {
  return title ? `${title} · ${APP_NAME}` : APP_NAME
}

/** Names the browser tab after the screen while it is shown (WCAG 2.4.2). */
export function usePageTitle(title: string | null | undefined) {
  useEffect(() => {
    if (!title) return
    document.title = pageTitle(title)
  }, [title])
}
