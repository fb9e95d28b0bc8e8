import { Monitor, Moon, Sun } from 'lucide-react'
import type { Translate } from '../i18n/translator'
import { COLOR_MODES } from '../preferences/colorMode'
import { useColorMode } from '../preferences/useColorMode'

const ICONS = { system: Monitor, light: Sun, dark: Moon }

/** System / light / dark, remembered in the browser; `t` is the core namespace's. */
export function ColorModeButtons({ t }: { t: Translate }) {
  const [mode, setMode] = useColorMode()
  return (
    <div role="group" aria-label={t('colorMode.label')} className="inline-flex rounded-md border border-slate-300 p-0.5 dark:border-slate-600">
      {COLOR_MODES.map((option) => {
        const Glyph = ICONS[option]
        return (
          <button
            key={option}
            type="button"
            aria-pressed={mode === option}
            title={t(`colorMode.${option}`)}
            onClick={() => setMode(option)}
            className="rounded p-1.5 text-slate-500 hover:text-slate-900 aria-pressed:bg-slate-200 aria-pressed:text-slate-900 dark:text-slate-400 dark:hover:text-white dark:aria-pressed:bg-slate-700 dark:aria-pressed:text-white"
          >
            <Glyph aria-hidden className="size-4" />
            <span className="sr-only">{t(`colorMode.${option}`)}</span>
          </button>
        )
      })}
    </div>
  )
}
