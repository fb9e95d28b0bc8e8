import { useEffect } from 'react'
import { STORAGE_KEYS } from './browserStorage'
import { applyColorMode, DARK_QUERY, parseColorMode, type ColorMode } from './colorMode'
import { useStored } from './useStored'

/** The stored colour mode, applied to the page (and re-applied when the OS switches, in "system"). */
export function useColorMode(): [ColorMode, (mode: ColorMode) => void] {
  const [stored, setStored] = useStored(STORAGE_KEYS.colorMode)
  const mode = parseColorMode(stored)
  useEffect(() => {
    applyColorMode(mode)
    if (mode !== 'system') return
    const media = globalThis.matchMedia?.(DARK_QUERY)
    const onChange = () => applyColorMode('system')
    media?.addEventListener('change', onChange)
    return () => media?.removeEventListener('change', onChange)
  }, [mode])
  return [mode, (next) => setStored(next === 'system' ? null : next)]
}
