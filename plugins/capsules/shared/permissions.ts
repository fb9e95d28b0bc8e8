/*
 * The permissions this plugin declares, in one place: its server declares them to the host, the web
 * app labels them on the members screen (the catalogue test checks a label exists for each).
 */
export const DECLARATIONS = [
  // SPEC §1: integrations (the browser extension) come with the paid plan.
  { name: 'capsules.capture', description: 'Capture web pages with the browser extension', premium: true },
] as const

export const PERMISSIONS = DECLARATIONS.map((declaration) => declaration.name)
