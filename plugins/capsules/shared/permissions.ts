/*
 * The permissions this plugin declares, in one place: its server declares them to the host, the web
 * app labels them on the members screen (the catalogue test checks a label exists for each).
 * None: captures are governed by the docs/product.md §3 integration rights (integration.capsule for the
 * extension, integration.webProof for server-side proofs), which the platform already grants per plan.
 */
export const DECLARATIONS: readonly { name: string; description: string; premium: boolean }[] = []

export const PERMISSIONS = DECLARATIONS.map((declaration) => declaration.name)
