export const iso = (value: Date | null) => value?.toISOString() ?? null

export const DAY_MS = 24 * 3600 * 1000
