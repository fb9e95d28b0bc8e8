import { Outlet } from 'react-router'
import { PublicFrame } from './PublicFrame'

/** Default public layout (docs/product.md §2) in the app; the home page of a visitor's browser is the visitor shell's (src/visitor). */
export function PublicLayout() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  )
}
