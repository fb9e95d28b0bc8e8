/*
 * The receptions plugin's events, added to the SDK's PlatformEvents registry. Types only (published as
 * `@sceau/plugin-receptions/events`): a listener in another plugin imports this file with `import type` (docs/adr/0001).
 */

declare module '@sceau/plugin-sdk/server' {
  interface PlatformEvents {
    /** Files arrived through a reception link or page. (The payload grows with the plugin.) */
    'receptions:received': { id: string | number }
  }
}

export {}
