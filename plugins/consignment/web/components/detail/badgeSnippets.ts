import { withLanguagePrefix, type Locale } from '@sceau/plugin-sdk/web'
import type { WidgetManifest } from '../../../shared/types.js'
import type { BadgeSize, BadgeTheme } from '../widget.js'

export const SNIPPET_KINDS = ['classic', 'module', 'react', 'iframe'] as const
export type SnippetKind = (typeof SNIPPET_KINDS)[number]

export interface BadgeChoice {
  embedId: string
  size: BadgeSize
  theme: BadgeTheme
  lang: Locale
  /** This instance's origin: the badge asks it for the deposit (api-base) and the iframe is served by it. */
  origin: string
}

/** Room the iframe gives each size (CSS pixels): the icon's and banner's details open inside it, up to 28rem wide. */
const IFRAME_BOX: Record<BadgeSize, { width: number; height: number }> = {
  icon: { width: 460, height: 360 },
  banner: { width: 460, height: 360 },
  panel: { width: 460, height: 560 },
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

function element(choice: BadgeChoice) {
  const attributes = { deposit: choice.embedId, size: choice.size, theme: choice.theme, lang: choice.lang, 'api-base': choice.origin }
  const text = Object.entries(attributes)
    .map(([name, value]) => `${name}="${attribute(value)}"`)
    .join(' ')
  return `<sceau-deposit ${text}></sceau-deposit>`
}

/** The iframe's address: /embed/consignment/{embedId} in the badge's language, size and theme in the query. */
export function iframeUrl(choice: BadgeChoice) {
  const path = withLanguagePrefix(`/embed/consignment/${encodeURIComponent(choice.embedId)}`, choice.lang)
  return `${choice.origin}${path}?size=${choice.size}&theme=${choice.theme}`
}

/**
 * The code a site pastes to show the badge: the versioned scripts pinned by their SRI hash (only
 * when the manifest lists them, i.e. the widget is built on this instance), React, and the iframe.
 */
export function badgeSnippets(choice: BadgeChoice, manifest: WidgetManifest | null): Partial<Record<SnippetKind, string>> {
  const box = IFRAME_BOX[choice.size]
  const iframe = `<iframe src="${attribute(iframeUrl(choice))}" title="Sceau" width="${box.width}" height="${box.height}" style="border:0" loading="lazy"></iframe>`
  if (!manifest) return { iframe }
  const { classic, module } = manifest.files
  return {
    classic: `<script src="${attribute(classic.url)}" integrity="${attribute(classic.integrity)}" crossorigin="anonymous" defer></script>\n${element(choice)}`,
    module: `<script type="module" src="${attribute(module.url)}" integrity="${attribute(module.integrity)}" crossorigin="anonymous"></script>\n${element(choice)}`,
    react: [
      `import { SceauDeposit } from '@sceau/embed/react'`,
      '',
      'export function DepositBadge() {',
      `  return <SceauDeposit deposit="${choice.embedId}" size="${choice.size}" theme="${choice.theme}" lang="${choice.lang}" apiBase="${choice.origin}" />`,
      '}',
    ].join('\n'),
    iframe,
  }
}
