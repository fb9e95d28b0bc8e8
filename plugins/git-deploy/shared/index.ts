/* Isomorphic names of the git-deploy plugin: permissions, and the events it adds to the platform's (events.ts). */

export const PLUGIN_ID = 'git-deploy'

export { PERMISSIONS } from './permissions.js'

export type * from './events.js'
