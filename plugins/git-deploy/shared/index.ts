/* Isomorphic names of the git-deploy plugin: permissions and events. */

export const PLUGIN_ID = 'git-deploy'

export { PERMISSIONS } from './permissions.js'

declare module '@sceau/plugin-sdk/server' {
  interface PlatformEvents {
    'git-deploy:released': { id: string | number }
  }
}
