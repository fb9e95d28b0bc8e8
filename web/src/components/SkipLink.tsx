/** The first stop of the keyboard on every page: straight to the screen's content (main#main), past the menus. */
export function SkipLink({ label }: { label: string }) {
  return (
    <a href="#main" className="skip-link">
      {label}
    </a>
  )
}
