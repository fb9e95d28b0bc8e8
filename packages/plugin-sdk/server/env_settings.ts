/*
 * How a plugin reads its operator settings: environment variables, read once when the plugin
 * starts, each with a default, so a wrong value stops the boot naming the variable instead of
 * misbehaving later (the variables are listed in the README's environment table).
 */

type Env = Record<string, string | undefined>

/** A whole number: `fallback` when unset or blank; below `min` (default 0), or not a whole number, is refused. */
export function integerSetting(name: string, fallback: number, { min = 0, env = process.env as Env }: { min?: number; env?: Env } = {}): number {
  const raw = env[name]
  if (raw === undefined || raw.trim() === '') return fallback
  const value = Number(raw)
  if (!Number.isSafeInteger(value) || value < min) throw new Error(`${name} must be a whole number of at least ${min} (got "${raw}")`)
  return value
}

/** On only when set to `true`; unset, blank or anything else is off. */
export function flagSetting(name: string, env: Env = process.env): boolean {
  return env[name]?.trim() === 'true'
}

/** A text: `fallback` when unset or blank, else the value without surrounding spaces. */
export function textSetting(name: string, fallback: string, env: Env = process.env): string {
  return env[name]?.trim() || fallback
}
