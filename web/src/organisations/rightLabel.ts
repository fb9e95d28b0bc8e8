import type { TFunction } from 'i18next'
import { MEMBER_RIGHTS } from '@sceau/shared'

/** The catalogue key of a right's label: the core's under members.rights, a plugin's in its own catalogue. */
export function rightLabelKey(right: string): string {
  if ((MEMBER_RIGHTS as readonly string[]).includes(right)) return `members.rights.${right.replaceAll('.', '_')}`
  const [plugin, ...name] = right.split('.')
  return `${plugin}:permissions.${name.join('_')}`
}

/** A member right's label, in the user's language (the catalogue test proves every declared right has one). */
export function rightLabel(right: string, t: TFunction): string {
  return t(rightLabelKey(right), { defaultValue: right })
}
