/* Isomorphic names of the capsules plugin: permissions, and the events it adds to the platform's (events.ts). */

export const PLUGIN_ID = 'capsules'

export { PERMISSIONS } from './permissions.js'

export type * from './events.js'
