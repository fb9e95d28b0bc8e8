/* Colour mode: system (follows the OS), light or dark; the page gets the "dark" class when dark wins. */

export const COLOR_MODES = ['system', 'light', 'dark'] as const
export type ColorMode = (typeof COLOR_MODES)[number]

export function parseColorMode(value: string | null): ColorMode {
  return COLOR_MODES.includes(value as ColorMode) ? (value as ColorMode) : 'system'
}

export const DARK_QUERY = '(prefers-color-scheme: dark)'

export function isDark(mode: ColorMode, systemPrefersDark: boolean): boolean {
  return mode === 'dark' || (mode === 'system' && systemPrefersDark)
}

export function applyColorMode(mode: ColorMode, root: HTMLElement = document.documentElement): void {
  const systemDark = globalThis.matchMedia?.(DARK_QUERY).matches ?? false
  const dark = isDark(mode, systemDark)
  root.classList.toggle('dark', dark)
  root.style.colorScheme = dark ? 'dark' : 'light'
}
