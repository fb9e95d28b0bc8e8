/* The Sceau seal, decorative. */
export function Seal() {
  return (
    <svg className="seal" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="1.5" strokeDasharray="2 1.2" />
      <circle cx="12" cy="12" r="7" fill="currentColor" />
      <path d="M8.8 12.2l2.2 2.2 4.3-4.6" fill="none" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
