import type { DepositDetail } from '../../../shared/types.js'
import { VerifyCopy } from '../verify/VerifyCopy.js'

/** docs/product.md §4 "Verify copy" on the deposit detail: a copy is compared with every file of the deposit. */
export function VerifyCopyCard({ deposit }: { deposit: DepositDetail }) {
  return <VerifyCopy expected={deposit.files.map((f) => ({ path: f.path, sha256: f.sha256 }))} />
}
