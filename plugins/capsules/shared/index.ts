/* Isomorphic names of the capsules plugin: permissions and events. */

export const PLUGIN_ID = 'capsules'

export { PERMISSIONS } from './permissions.js'

declare module '@sceau/plugin-sdk/server' {
  interface PlatformEvents {
    'capsules:captured': { id: string | number }
  }
}
