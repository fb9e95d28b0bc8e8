import { StrictMode, useMemo, type ComponentType } from 'react'
import type { Locale, PathLocalizer } from '@sceau/plugin-sdk/web'
import type { DownloadPageProps } from '@sceau/plugin-transfer/web'
import { BrandLink } from '../components/BrandLink'
import { FooterContent } from '../components/FooterContent'
import { LanguageChooser } from '../components/LanguageChooser'
import type { LinkComponent } from '../components/pageLink'
import { SlimHeaderBar } from '../components/SlimHeaderBar'
import type { Translate } from '../i18n/translator'
import { DownloadFrame } from '../layouts/DownloadFrame'

export interface RecipientAppProps {
  token: string
  language: Locale
  localizer: PathLocalizer
  /** Translators of the "core" and "transfer" namespaces. */
  core: Translate
  transfer: Translate
  DownloadPage: ComponentType<DownloadPageProps>
  /** Loads the words of an encrypted transfer's files into `transfer`. */
  loadE2eWords?: () => Promise<void>
  /** The current address (path, query, hash), for the language menu. */
  location: { pathname: string; search: string; hash: string }
}

/** A plain link to a path: leaving the page loads the whole app there. */
const DocumentLink: LinkComponent = ({ to, ...props }) => <a href={to} {...props} />

/**
 * The download page as a recipient's browser loads it (src/main.tsx): the page of the app's download
 * layout, without the router, query cache and i18next the rest of the app needs.
 */
export function RecipientApp({ token, language, localizer, core, transfer, DownloadPage, loadE2eWords, location }: RecipientAppProps) {
  const href = (path: string) => localizer.href(path, language)
  // Canonical paths in the page's language; one component for the page's life.
  const LocalizedLink = useMemo<LinkComponent>(
    () =>
      ({ to, ...props }) => <a href={localizer.href(to, language)} {...props} />,
    [localizer, language]
  )
  return (
    <StrictMode>
      <DownloadFrame
        skipLabel={core('nav.skipToContent')}
        header={
          <SlimHeaderBar brand={<BrandLink t={core} Link={LocalizedLink} />}>
            <LanguageChooser
              current={language}
              label={core('language.label')}
              hrefOf={(target) => `${localizer.switchLanguage(location.pathname, target)}${location.search}${location.hash}`}
              Link={DocumentLink}
            />
          </SlimHeaderBar>
        }
        footer={<FooterContent t={core} LocalizedLink={LocalizedLink} />}
      >
        <DownloadPage token={token} language={language} t={transfer} href={href} loadE2eWords={loadE2eWords} />
      </DownloadFrame>
    </StrictMode>
  )
}
