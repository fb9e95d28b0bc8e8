/** A translation function of the "transfer" namespace: i18next's in the app, the recipient page's own translator in its light shell. */
export type Translate = (key: string, values?: Record<string, unknown>) => string

/** Keys under `prefix`. */
export function underPrefix(t: Translate, prefix: string): Translate {
  return (key, values) => t(`${prefix}.${key}`, values)
}
