/*
 * Values scripts/build.mjs writes into the badge; absent when a bundler compiles the sources, so they
 * are read with typeof where used (importing this file brings their declarations).
 */
declare global {
  /** SRI of dist/sceau-verifier.js ("sha384-…"). */
  const __SCEAU_VERIFIER_INTEGRITY__: string | undefined
  /** The widget's version (package.json), the folder of its versioned URLs. */
  const __SCEAU_WIDGET_VERSION__: string | undefined
  /** True in the classic script (IIFE), where import.meta does not exist. */
  const __SCEAU_CLASSIC__: boolean | undefined
}

export {}
