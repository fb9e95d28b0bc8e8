/* What react-i18next imports from i18next in the build (scripts/reactI18nextAlone.ts): the app's keys and key prefixes are strings. */
export function keyFromSelector(): never {
  throw new Error('selector keys are not supported: pass the key (or keyPrefix) as a string')
}
