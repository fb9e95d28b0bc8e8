import { test } from '@japa/runner'
import { Browser } from '@sceau/testing/browser'
import { chromiumPresent, launchBrowser } from '@sceau/testing/chromium'
import { needs } from '@sceau/testing/requirements'

const chromium = needs('the API reference page', [chromiumPresent()])

test.group('GET /api/docs', () => {
  test('the page and its scripts come from this origin, under the CSP, and are not the API', async ({ assert }) => {
    const page = await fetch(`${Browser.baseUrl()}/api/docs`)
    assert.equal(page.status, 200)
    assert.match(page.headers.get('content-type') ?? '', /^text\/html/)
    assert.include(page.headers.get('content-security-policy') ?? '', "script-src 'self'")
    const html = await page.text()
    assert.include(html, '<script src="/api/docs/redoc.standalone.js"></script>')
    assert.notMatch(html, /<script>|https?:\/\//)
    for (const file of ['redoc.standalone.js', 'start.js']) {
      const script = await fetch(`${Browser.baseUrl()}/api/docs/${file}`)
      assert.equal(script.status, 200, file)
      assert.match(script.headers.get('content-type') ?? '', /^text\/javascript/, file)
      assert.isAbove((await script.text()).length, 100, file)
    }
    assert.equal((await fetch(`${Browser.baseUrl()}/api/docs/other.js`)).status, 404)
    // Not an API operation: the document does not list it.
    const document = (await (await fetch(`${Browser.baseUrl()}/api/v2/openapi.json`)).json()) as { paths: Record<string, unknown> }
    assert.notProperty(document.paths, '/api/docs')
  })

  test('Chromium renders the operations with nothing from another origin and no CSP violation', async ({ assert }) => {
    chromium.assertPresent()
    const browser = await launchBrowser()
    try {
      const page = await browser.newPage()
      const elsewhere: string[] = []
      const problems: string[] = []
      page.on('request', (request) => {
        if (!request.url().startsWith(Browser.baseUrl()) && !request.url().startsWith('blob:') && !request.url().startsWith('data:'))
          elsewhere.push(request.url())
      })
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text())
      })
      page.on('pageerror', (error) => problems.push(error.message))
      await page.goto(`${Browser.baseUrl()}/api/docs`)
      // The side menu lists every operation by its summary; the first section is open.
      await page
        .getByText('Make a deposit: its files are then uploaded with the upload token it answers')
        .first()
        .waitFor({ state: 'attached', timeout: 30_000 })
      assert.isAbove(await page.getByText('Create an upload (tus creation, creation-with-upload)').count(), 0)
      await page.getByRole('heading', { name: 'Sceau API' }).first().waitFor({ timeout: 30_000 })
      if (process.env.SCEAU_SCREENSHOT) await page.screenshot({ path: process.env.SCEAU_SCREENSHOT })
      assert.deepEqual(elsewhere, [], elsewhere.join(', '))
      assert.deepEqual(problems, [], problems.join('; '))
    } finally {
      await browser.close()
    }
  })
})
