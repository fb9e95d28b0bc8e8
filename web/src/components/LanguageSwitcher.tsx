import { useTranslation } from 'react-i18next'
import { useLanguage } from '@sceau/plugin-sdk/web/hooks'
import { useShell } from '../core/useShell'
import { LanguageChooser } from './LanguageChooser'
import { usePageNavigation } from './pageNavigation'

/** Same page, other language: swaps the prefix (and a localised slug), keeps query and hash. */
export function LanguageSwitcher({ inverted = false }: { inverted?: boolean }) {
  const { t } = useTranslation('core')
  const { location, Link } = usePageNavigation()
  const { localizer } = useShell()
  return (
    <LanguageChooser
      inverted={inverted}
      current={useLanguage()}
      label={t('language.label')}
      hrefOf={(language) => `${localizer.switchLanguage(location.pathname, language)}${location.search}${location.hash}`}
      Link={Link}
    />
  )
}
