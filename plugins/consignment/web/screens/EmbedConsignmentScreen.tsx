import { createElement, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
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
  const { i18n } = useTranslation()
  useEffect(loadWidget, [])
  return createElement('sceau-deposit', { deposit: embedId, lang: i18n.language?.slice(0, 2) || 'fr' })
}
