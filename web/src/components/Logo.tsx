import { useTranslation } from 'react-i18next'
import { BrandLink } from './BrandLink'
import { LocalizedLink } from './LocalizedLink'

/** The brand mark, linking to the home page of the current language. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const { t } = useTranslation('core')
  return <BrandLink t={t} Link={LocalizedLink} inverted={inverted} />
}
