import { useTranslation } from 'react-i18next'
import { FooterContent } from './FooterContent'
import { LocalizedLink } from './LocalizedLink'
import { useIsBuilt } from './BuiltLink'

/** Public footer with the docs/product.md §1 links and the app version. */
export function Footer() {
  const { t } = useTranslation('core')
  const isBuilt = useIsBuilt()
  return <FooterContent t={t} LocalizedLink={LocalizedLink} isBuilt={isBuilt} />
}
