import { createElement, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LOCALES, type Locale } from '@sceau/plugin-sdk/web'
import { useLanguage } from '@sceau/plugin-sdk/web/hooks'
import { Notice, Section } from '@sceau/plugin-sdk/web/ui'
import type { DepositDetail } from '../../../shared/types.js'
import { INPUT_CLASS } from '../classes.js'
import { HashCopyButton } from '../HashCopyButton.js'
import { BADGE_SIZES, BADGE_THEMES, loadWidget, useWidgetManifest, type BadgeSize, type BadgeTheme } from '../widget.js'
import { SNIPPET_KINDS, badgeSnippets, type SnippetKind } from './badgeSnippets.js'

/** docs/product.md §2 deposit detail, integration token: the badge's code for a site (HTML, React, iframe) with a live preview. */
export function BadgeSnippetsCard({ deposit }: { deposit: DepositDetail }) {
  const { t } = useTranslation('consignment', { keyPrefix: 'screens.detail.badge' })
  const language = useLanguage()
  const manifest = useWidgetManifest()
  const [size, setSize] = useState<BadgeSize>('banner')
  const [theme, setTheme] = useState<BadgeTheme>('auto')
  const [lang, setLang] = useState<Locale>(language)
  const [chosen, setChosen] = useState<SnippetKind>('classic')
  const names = useMemo(() => new Intl.DisplayNames([language], { type: 'language' }), [language])
  const built = manifest.data ?? null
  const snippets = badgeSnippets({ embedId: deposit.integrationToken, size, theme, lang, origin: window.location.origin }, built)
  const kinds = SNIPPET_KINDS.filter((kind) => snippets[kind] !== undefined)
  const kind = kinds.includes(chosen) ? chosen : kinds[0]!
  useEffect(() => {
    if (built) loadWidget(built)
  }, [built])

  return (
    <Section title={t('title')} text={t('text')}>
      <div className="grid gap-3 sm:grid-cols-3">
        <label className="block text-sm font-medium">
          {t('size')}
          <select className={INPUT_CLASS} value={size} onChange={(e) => setSize(e.target.value as BadgeSize)}>
            {BADGE_SIZES.map((value) => (
              <option key={value} value={value}>
                {t(`sizes.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-medium">
          {t('theme')}
          <select className={INPUT_CLASS} value={theme} onChange={(e) => setTheme(e.target.value as BadgeTheme)}>
            {BADGE_THEMES.map((value) => (
              <option key={value} value={value}>
                {t(`themes.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-medium">
          {t('language')}
          <select className={INPUT_CLASS} value={lang} onChange={(e) => setLang(e.target.value as Locale)}>
            {LOCALES.map((value) => (
              <option key={value} value={value}>
                {names.of(value) ?? value}
              </option>
            ))}
          </select>
        </label>
      </div>

      {manifest.isPending && <p role="status">{t('loading')}</p>}
      {!manifest.isPending && !built && (
        <Notice title={t('notBuilt')} tone="warning">
          <p>{t('iframeOnly')}</p>
        </Notice>
      )}

      {!manifest.isPending && (
        <div>
          <div role="tablist" aria-label={t('codeFor')} className="flex flex-wrap gap-1 border-b border-slate-200 dark:border-slate-700">
            {kinds.map((value) => (
              <button
                key={value}
                type="button"
                role="tab"
                id={`badge-tab-${value}`}
                aria-selected={value === kind}
                aria-controls="badge-snippet"
                className={`-mb-px rounded-t-md border px-3 py-1.5 text-sm ${value === kind ? 'border-slate-200 border-b-white bg-white font-semibold dark:border-slate-700 dark:border-b-slate-900 dark:bg-slate-900' : 'border-transparent text-slate-600 dark:text-slate-300'}`}
                onClick={() => setChosen(value)}
              >
                {t(`tabs.${value}`)}
              </button>
            ))}
          </div>
          <div role="tabpanel" id="badge-snippet" aria-labelledby={`badge-tab-${kind}`} className="space-y-2 pt-3">
            <p className="text-sm text-slate-600 dark:text-slate-300">{t(`hints.${kind}`, { version: built?.version ?? '' })}</p>
            {/* Focusable, so a keyboard scrolls the code sideways (it does not wrap). */}
            <pre
              tabIndex={0}
              aria-label={t(`tabs.${kind}`)}
              data-testid="badge-snippet"
              data-kind={kind}
              className="overflow-x-auto rounded-md bg-slate-100 p-3 font-mono text-xs whitespace-pre dark:bg-slate-800"
            >
              {snippets[kind]}
            </pre>
            <HashCopyButton value={snippets[kind]!} label={t('copy')} />
          </div>
        </div>
      )}

      {built && (
        <div>
          <h3 className="text-sm font-semibold">{t('preview')}</h3>
          <div className="mt-2 rounded-md border border-dashed border-slate-300 p-4 dark:border-slate-600" data-testid="badge-preview">
            {createElement('sceau-deposit', { deposit: deposit.integrationToken, size, theme, lang })}
          </div>
        </div>
      )}
    </Section>
  )
}
