/*
 * The permissions this plugin declares, in one place: its server declares them to the host, the web
 * app labels them on the members screen (the catalogue test checks a label exists for each).
 */
export const DECLARATIONS = [
  // docs/product.md §1: integrations (the deployment action) come with the paid plan.
  { name: 'git-deploy.release', description: 'Deposit code releases from a deploy action', premium: true },
] as const

export const PERMISSIONS = DECLARATIONS.map((declaration) => declaration.name)
