/**
 * Waits for a step of the test run's teardown, at most `seconds`: past that, says what is still open and goes on,
 * so the run still prints its summary and exits with its tests' verdict instead of hanging until the step limit.
 */
export async function boundedWait(work: Promise<unknown>, seconds: number, what: string) {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      console.error(`[japa] ${what} had not ended after ${seconds} s; going on. Still open: ${process.getActiveResourcesInfo().join(', ')}`)
      resolve()
    }, seconds * 1000)
  })
  try {
    await Promise.race([work, late])
  } finally {
    clearTimeout(timer)
  }
}
