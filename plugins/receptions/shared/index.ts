/* Isomorphic names of the receptions plugin: permissions, and the events it adds to the platform's (events.ts). */

export const PLUGIN_ID = 'receptions'

export { PERMISSIONS } from './permissions.js'

export type * from './events.js'

export * from './types.js'
