import { Outlet } from 'react-router'
import { TransferFrame } from './TransferFrame'

/** The anonymous transfer page's layout in the app (a visitor's browser loads the visitor shell, src/visitor). */
export function TransferLayout() {
  return (
    <TransferFrame>
      <Outlet />
    </TransferFrame>
  )
}
