import { useQuery } from '@tanstack/react-query'
import { api, isApiError } from '@sceau/api-client'
import type { WidgetManifest } from '../../shared/types.js'

/** The unversioned widget (module), served even when no manifest was built with it. */
export const WIDGET_PATH = '/api/v2/consignment/widget.js'

export const BADGE_SIZES = ['icon', 'banner', 'panel'] as const
export type BadgeSize = (typeof BADGE_SIZES)[number]
export const BADGE_THEMES = ['light', 'dark', 'auto'] as const
export type BadgeTheme = (typeof BADGE_THEMES)[number]

/** GET /consignment/widget/manifest.json; null when the instance has no built widget (404). */
export function useWidgetManifest() {
  return useQuery({
    queryKey: ['consignment', 'widget-manifest'],
    queryFn: async ({ signal }) => {
      try {
        return await api.get<WidgetManifest>('/consignment/widget/manifest.json', { signal })
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null
        throw error
      }
    },
    staleTime: Infinity,
    retry: false,
    meta: { silent: true },
  })
}

/**
 * Adds the widget's module to the page once (defining <sceau-deposit> twice would throw): the
 * versioned file with its integrity hash when the manifest lists it, else the unversioned one.
 */
export function loadWidget(manifest: WidgetManifest | null | undefined) {
  if (document.querySelector('script[data-sceau-widget]')) return
  const script = document.createElement('script')
  script.type = 'module'
  script.dataset.sceauWidget = ''
  if (manifest) {
    script.integrity = manifest.files.module.integrity
    script.crossOrigin = 'anonymous'
    // From this page's own origin (the address may name APP_URL while the page is reached under another host name, which the page's CSP would block).
    script.src = new URL(manifest.files.module.url, location.href).pathname
  } else {
    script.src = WIDGET_PATH
  }
  document.head.append(script)
}
