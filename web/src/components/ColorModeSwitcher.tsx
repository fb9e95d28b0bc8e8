import { useTranslation } from 'react-i18next'
import { ColorModeButtons } from './ColorModeButtons'

/** System / light / dark, remembered in the browser. */
export function ColorModeSwitcher() {
  const { t } = useTranslation('core')
  return <ColorModeButtons t={t} />
}
