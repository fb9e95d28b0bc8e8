import { DashboardFrame } from '../dashboard/DashboardFrame'
import { RequireUser } from '../routing/RequireUser'

/** Logged-in area (docs/product.md §2): 250 px dark sidebar on desktop, a drawer on mobile; anonymous visitors go to /login. */
export function DashboardLayout() {
  return (
    <RequireUser>
      <DashboardFrame />
    </RequireUser>
  )
}
