import type { TFunction } from 'i18next'

/** A member right's label: the core's are translated, a plugin's right falls back to its name. */
export function rightLabel(right: string, t: TFunction): string {
  return t(`members.rights.${right.replaceAll('.', '_')}`, { defaultValue: right })
}
