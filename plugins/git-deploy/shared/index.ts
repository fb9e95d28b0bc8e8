/* Isomorphic names of the git-deploy plugin: permissions and events. */

export const PLUGIN_ID = 'git-deploy'

export const PERMISSIONS = ['git-deploy.release'] as const

declare module '@sceau/plugin-sdk/server' {
  interface PlatformEvents {
    'git-deploy:released': { id: string | number }
  }
}
