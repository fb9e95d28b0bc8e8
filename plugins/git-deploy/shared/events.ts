/*
 * The git-deploy plugin's events, added to the SDK's PlatformEvents registry. Types only (published as
 * `@sceau/plugin-git-deploy/events`): a listener in another plugin imports this file with `import type` (docs/adr/0001).
 */

declare module '@sceau/plugin-sdk/server' {
  interface PlatformEvents {
    /** A release was deposited by the deploy action. (The payload grows with the plugin.) */
    'git-deploy:released': { id: string | number }
  }
}

export {}
