/* Values scripts/build.mjs writes into the badge; absent when a bundler compiles the sources (read them with typeof). */
/** SRI of dist/sceau-verifier.js ("sha384-…"). */
declare const __SCEAU_VERIFIER_INTEGRITY__: string
/** The widget's version (package.json), the folder of its versioned URLs. */
declare const __SCEAU_WIDGET_VERSION__: string
/** True in the classic script (IIFE), where import.meta does not exist. */
declare const __SCEAU_CLASSIC__: boolean
