import { test } from '@japa/runner'

interface Need {
  what: string
  hint: string
}
type MissingFor = (steps: string[], env: Record<string, string | undefined>) => Promise<Need[]>

// npm test's own check (scripts/lib/prerequisites.mjs), run before it installs or builds anything.
const prerequisites = () => import(new URL('../../../scripts/lib/prerequisites.mjs', import.meta.url).href) as Promise<{ missingFor: MissingFor }>

test.group('npm test prerequisites', () => {
  test('CHROMIUM_PATH pointing to nothing: the browser steps lack Chromium, named with its path and how to get it', async ({ assert }) => {
    const { missingFor } = await prerequisites()
    for (const step of ['unit', 'e2e']) {
      const missing = await missingFor([step], { CHROMIUM_PATH: '/nonexistent/chromium' })
      assert.deepEqual(
        missing.map((need) => `${need.what}: ${need.hint}`),
        ['Chromium (/nonexistent/chromium): apt-get install chromium, or set CHROMIUM_PATH'],
        step
      )
    }
  })

  test('CHROMIUM_PATH naming a file that exists: nothing is missing for the browser steps', async ({ assert }) => {
    const { missingFor } = await prerequisites()
    assert.deepEqual(await missingFor(['unit', 'e2e'], { CHROMIUM_PATH: process.execPath }), [])
  })
})
