import { useCallback, useSyncExternalStore } from 'react'
import { readStored, subscribeStored, writeStored, type StorageKey } from './browserStorage'

/** A browser-stored value and its setter, shared by every component that reads it. */
export function useStored(key: StorageKey): [string | null, (value: string | null) => void] {
  const value = useSyncExternalStore(
    subscribeStored,
    () => readStored(key),
    () => null
  )
  const set = useCallback((next: string | null) => writeStored(key, next), [key])
  return [value, set]
}
