import { LIMITS } from './constants.js'

/** How far back a list reaches: the free tier's "limited history" (docs/product.md §1), from `since` (ISO) on. */
export interface HistoryWindow {
  days: number
  since: string
}

/** The window of the free tier; null for the paid plan's "full history" (docs/history-window.md). */
export function historyWindow(premium: boolean, now: Date = new Date()): HistoryWindow | null {
  if (premium) return null
  return { days: LIMITS.freeHistoryDays, since: new Date(now.getTime() - LIMITS.freeHistoryDays * 86_400_000).toISOString() }
}
