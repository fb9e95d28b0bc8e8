/* Values the build writes into the badge (scripts/build.mjs); vite.config.ts gives the test values. */
/** SRI of dist/sceau-verifier.js ("sha384-…"), empty in tests. */
declare const __SCEAU_VERIFIER_INTEGRITY__: string
/** True in the classic script (IIFE), where import.meta does not exist. */
declare const __SCEAU_CLASSIC__: boolean
