import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { useLanguage } from '@sceau/plugin-sdk/web/hooks'
import { useShell } from '../core/useShell'
import { LanguageChooser } from './LanguageChooser'
import type { LinkProps } from './pageLink'

const RouterLink = ({ to, ...props }: LinkProps) => <Link to={to} {...props} />

/** Same page, other language: swaps the prefix (and a localised slug), keeps query and hash. */
export function LanguageSwitcher({ inverted = false }: { inverted?: boolean }) {
  const { t } = useTranslation('core')
  const location = useLocation()
  const { localizer } = useShell()
  return (
    <LanguageChooser
      inverted={inverted}
      current={useLanguage()}
      label={t('language.label')}
      hrefOf={(language) => `${localizer.switchLanguage(location.pathname, language)}${location.search}${location.hash}`}
      Link={RouterLink}
    />
  )
}
