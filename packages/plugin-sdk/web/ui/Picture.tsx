import { useState, type ReactNode } from 'react'

/** An image that gives way to `fallback` (initials, a note, or nothing) when it cannot be loaded: never a broken image. */
export function Picture({ src, alt, className, fallback = null }: { src: string; alt: string; className?: string; fallback?: ReactNode }) {
  // Keyed by address: a new address gets its own try.
  const [failed, setFailed] = useState<string | null>(null)
  if (failed === src) return <>{fallback}</>
  return <img src={src} alt={alt} className={className} onError={() => setFailed(src)} />
}
