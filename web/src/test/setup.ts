/* Every test file's setup: the DOM's (src/test/domSetup.ts) unless the file runs in Node (`// @vitest-environment node`, plain logic). */
if (typeof document !== 'undefined') await import('./domSetup')

// A module, for the top-level await.
export {}
