import { useEffect, useRef } from 'react'

/**
 * Moves the keyboard focus to an element once it appears (the result of a long action: "Transfer
 * complete", the new deposit), so keyboard and screen-reader users are not left on a removed button.
 * Put the ref on the result's heading, which needs tabIndex={-1}.
 */
export function useFocusOnShow<T extends HTMLElement>(shown: boolean) {
  const ref = useRef<T>(null)
  useEffect(() => {
    if (shown) ref.current?.focus()
  }, [shown])
  return ref
}
