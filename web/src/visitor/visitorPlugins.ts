/*
 * The app's plugin list as the visitor shell reads it: scripts/visitorRoutes.ts gives this module twins of the list's
 * modules without what the shell never uses (other pages' screens, menus, permissions). Same routes, slots, catalogues.
 */
export { appPlugins as visitorPlugins, catalogueSources } from '../core/appPlugins'
