/* Isomorphic names of the capsules plugin: permissions and events. */

export const PLUGIN_ID = 'capsules'

export const PERMISSIONS = ['capsules.capture'] as const

declare module '@sceau/plugin-sdk/server' {
  interface PlatformEvents {
    'capsules:captured': { id: string | number }
  }
}
