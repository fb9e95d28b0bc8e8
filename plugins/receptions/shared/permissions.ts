/*
 * The permissions this plugin declares, in one place: its server declares them to the host, the web
 * app labels them on the members screen (the catalogue test checks a label exists for each).
 */
export const DECLARATIONS = [
  // docs/product.md §1: SafeLinks and the incoming reception page come with the paid plan.
  { name: 'receptions.safelink', description: 'Create SafeLink reception links', premium: true },
  { name: 'receptions.page', description: 'Configure the incoming reception page', premium: true },
] as const

export const PERMISSIONS = DECLARATIONS.map((declaration) => declaration.name)
