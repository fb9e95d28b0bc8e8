/*
 * Before a page is recorded for good, it is scrolled to the bottom in steps, each followed by a
 * quiet network (lazy images, infinite lists load as a reader's scrolling would make them), then
 * back to the top: what the server's web proofs do too.
 */
export interface ScrollPosition {
  /** The document's full height and the window's, in CSS pixels. */
  height: number
  viewport: number
}

export interface ScrollDriver {
  /** Scrolls the page to `y` and says how tall it is now (it may grow as it loads). */
  scrollTo(y: number): Promise<ScrollPosition | null>
  /** Resolves once the network has been quiet for a while (or a bound passed). */
  quiet(): Promise<void>
}

/** Scrolls down in steps of 80 % of the window (at most `budgetMs`, at most 50 steps), then back to the top. */
export async function scrollThrough(driver: ScrollDriver, budgetMs = 15_000): Promise<number> {
  const started = Date.now()
  let steps = 0
  let position = await driver.scrollTo(0)
  if (!position || !(position.height > 0) || !(position.viewport > 0)) return 0
  for (let y = Math.floor(position.viewport * 0.8); y < position.height && steps < 50 && Date.now() - started < budgetMs;) {
    position = await driver.scrollTo(y)
    steps++
    await driver.quiet()
    if (!position) break
    y += Math.max(1, Math.floor(position.viewport * 0.8))
  }
  await driver.scrollTo(0)
  await driver.quiet()
  return steps
}
