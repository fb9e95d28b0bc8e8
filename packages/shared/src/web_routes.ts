/*
 * The web app's own screens (docs/product.md §2), as path patterns in React Router's syntax, canonical and
 * localised, plus the old paths it redirects. The server answers 404 for a page that neither these
 * nor a loaded plugin's manifest ("webRoutes") list; web/src/core keeps its routes in step (test).
 */
export const CORE_WEB_ROUTES: readonly string[] = [
  '/',
  '/infos/nos-engagements',
  '/infos/our-engagements',
  '/infos/nuestros-compromisos',
  '/infos/nostri-impegni',
  '/infos/nossos-compromissos',
  '/contact',
  '/status',
  '/pages/legal',
  '/login',
  '/cac',
  '/signin',
  '/cac/signin',
  '/forgot-password',
  '/account/confirmation',
  '/account/confirm/:token?',
  '/account/new-password/:token?',
  '/app/account',
  '/app/members',
  '/app/spaces',
  '/app/books',
  '/app/support',
  '/app/subscriptions',
  '/app/billing',
  '/subscribe',
  '/cac/subscriptions',
  '/payment/success',
  '/payment/cancelled',
  // Redirects: the first brief's paths now under /infos, and the logged-in area's root.
  '/pages/nos-engagements',
  '/pages/preuve-depot-consignation',
  '/app',
]
