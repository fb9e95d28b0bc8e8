/*
 * The permissions this plugin declares, in one place: its server declares them to the host, the web
 * app labels them on the members screen (the catalogue test checks a label exists for each).
 */
export const DECLARATIONS = [
  // docs/product.md §1: both plans deposit.
  { name: 'consignment.deposit', description: 'Deposit files as proofs of prior existence' },
] as const

export const PERMISSIONS = DECLARATIONS.map((declaration) => declaration.name)
