import { createElement, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLanguage } from '@sceau/plugin-sdk/web/hooks'
import { useParams } from 'react-router'

/** The widget as the platform serves it to third-party sites; loaded once, it defines <sceau-deposit>. */
export const WIDGET_PATH = '/api/v2/consignment/widget.js'

function loadWidget() {
  if (document.querySelector(`script[src="${WIDGET_PATH}"]`)) return
  const script = document.createElement('script')
  script.type = 'module'
  script.src = WIDGET_PATH
  document.head.append(script)
}

/** SPEC §2 /embed/consignment/{embedId}: the <sceau-deposit> badge, for iframes on other sites. */
export default function EmbedConsignmentScreen() {
  const { embedId = '' } = useParams()
  const { t } = useTranslation('consignment')
  const language = useLanguage()
  useEffect(() => {
    if (embedId) loadWidget()
  }, [embedId])
  // Without a deposit the badge would be blank: say what the page is for instead.
  if (!embedId) {
    return (
      <div role="status" className="mx-auto max-w-md space-y-2 p-6 text-center text-sm">
        <h1 className="text-base font-semibold">{t('embed.missingTitle')}</h1>
        <p>{t('embed.missingText')}</p>
      </div>
    )
  }
  return createElement('sceau-deposit', { deposit: embedId, lang: language })
}
