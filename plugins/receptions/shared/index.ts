/* Isomorphic names of the receptions plugin: permissions and events. */

export const PLUGIN_ID = 'receptions'

export { PERMISSIONS } from './permissions.js'

declare module '@sceau/plugin-sdk/server' {
  interface PlatformEvents {
    'receptions:received': { id: string | number }
  }
}
