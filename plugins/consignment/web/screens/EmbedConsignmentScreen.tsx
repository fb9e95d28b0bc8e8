import { createElement, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLanguage } from '@sceau/plugin-sdk/web/hooks'
import { useParams, useSearchParams } from 'react-router'
import { BADGE_SIZES, BADGE_THEMES, loadWidget, useWidgetManifest } from '../components/widget.js'

const pick = <T extends string>(choices: readonly T[], value: string | null): T | undefined => choices.find((choice) => choice === value)

/** docs/product.md §2 /embed/consignment/{embedId}?size=&theme=: the <sceau-deposit> badge, for iframes on other sites. */
export default function EmbedConsignmentScreen() {
  const { embedId = '' } = useParams()
  const [search] = useSearchParams()
  const { t } = useTranslation('consignment')
  const language = useLanguage()
  const manifest = useWidgetManifest()
  const ready = !manifest.isPending
  useEffect(() => {
    if (embedId && ready) loadWidget(manifest.data)
  }, [embedId, ready, manifest.data])
  // Without a deposit the badge would be blank: say what the page is for instead.
  if (!embedId) {
    return (
      <div role="status" className="mx-auto max-w-md space-y-2 p-6 text-center text-sm">
        <h1 className="text-base font-semibold">{t('embed.missingTitle')}</h1>
        <p>{t('embed.missingText')}</p>
      </div>
    )
  }
  return createElement('sceau-deposit', {
    deposit: embedId,
    lang: language,
    size: pick(BADGE_SIZES, search.get('size')),
    theme: pick(BADGE_THEMES, search.get('theme')),
  })
}
