/*
 * The capsules plugin's events, added to the SDK's PlatformEvents registry. Types only (published as
 * `@sceau/plugin-capsules/events`): a listener in another plugin imports this file with `import type` (docs/adr/0001).
 */

declare module '@sceau/plugin-sdk/server' {
  interface PlatformEvents {
    /** A web page was captured. (The payload grows with the plugin.) */
    'capsules:captured': { id: string | number }
  }
}

export {}
