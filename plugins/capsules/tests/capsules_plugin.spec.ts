import { test } from '@japa/runner'
// The assert plugin's TestContext types (the platform's runner configures the plugin).
import type {} from '@japa/assert'
import { answersByCaller, declaredGrants, grantsByPlan, pluginSchema } from '@sceau/testing/plugin_contract'
import { createHash } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Browser } from '@sceau/testing/browser'
import { DECLARATIONS, PERMISSIONS } from '../shared/permissions.js'

test.group('Capsules plugin: what its server half registers works', () => {
  test('the formats route is public: anyone, logged in or not, gets the archive and screenshot formats and the headers redacted', async ({ assert }) => {
    const answers = await answersByCaller('GET', '/capsules/formats')
    for (const [caller, answer] of Object.entries(answers)) {
      assert.equal(answer.status, 200, caller)
      assert.deepEqual(
        answer.body,
        {
          archive: 'WARC/1.1',
          screenshot: 'image/png',
          redactedHeaders: ['Cookie', 'Authorization', 'Proxy-Authorization', 'Set-Cookie', 'X-Api-Key', 'X-Auth-Token', 'X-CSRF-Token', 'X-XSRF-Token'],
        },
        caller
      )
    }
    assert.equal((await answersByCaller('POST', '/capsules/formats')).anonymous.status, 404, 'only GET is registered')
  })

  test('the extension packages are public: listed with their size and SHA-256, each downloadable; nothing else is served', async ({ assert }) => {
    const dir = await mkdtemp(join(tmpdir(), 'extension-packages-'))
    const previous = process.env.EXTENSION_PACKAGES_DIR
    try {
      const zip = Buffer.from('PK\u0003\u0004 chrome package')
      const xpi = Buffer.from('PK\u0003\u0004 firefox package')
      const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')
      await writeFile(join(dir, 'sceau-chrome-1.0.0.zip'), zip)
      await writeFile(join(dir, 'sceau-firefox-1.0.0.xpi'), xpi)
      await writeFile(join(dir, 'secret.txt'), 'not a package')
      const listed = [
        { browser: 'chrome', file: 'sceau-chrome-1.0.0.zip', version: '1.0.0', size: zip.length, sha256: sha(zip) },
        { browser: 'firefox', file: 'sceau-firefox-1.0.0.xpi', version: '1.0.0', size: xpi.length, sha256: sha(xpi) },
        { browser: 'chrome', file: '../secret.txt', version: '1.0.0', size: 1, sha256: 'x' },
      ]
      await writeFile(join(dir, 'packages.json'), JSON.stringify({ packages: listed }))
      process.env.EXTENSION_PACKAGES_DIR = dir
      const base = `${Browser.baseUrl()}/api/v2/capsules/extension/packages`
      const list = await fetch(base)
      assert.equal(list.status, 200)
      assert.deepEqual(await list.json(), {
        packages: listed.slice(0, 2).map((entry) => ({
          browser: entry.browser,
          name: entry.file,
          version: '1.0.0',
          size: entry.size,
          sha256: entry.sha256,
          url: `/api/v2/capsules/extension/packages/${entry.file}`,
        })),
      })
      const download = await fetch(`${base}/sceau-firefox-1.0.0.xpi`)
      assert.equal(download.status, 200)
      assert.equal(download.headers.get('content-type'), 'application/x-xpinstall')
      assert.match(download.headers.get('content-disposition')!, /^attachment; filename="sceau-firefox-1.0.0.xpi"/)
      assert.equal(sha(Buffer.from(await download.arrayBuffer())), sha(xpi))
      for (const name of ['secret.txt', '..%2Fsecret.txt', 'packages.json']) assert.equal((await fetch(`${base}/${name}`)).status, 404, name)
    } finally {
      if (previous === undefined) delete process.env.EXTENSION_PACKAGES_DIR
      else process.env.EXTENSION_PACKAGES_DIR = previous
      await rm(dir, { recursive: true, force: true })
    }
  })

  test('its permission reaches the organisation: refused on the free plan, granted to administrator and members on the paid one', async ({ assert }) => {
    assert.deepEqual(await grantsByPlan(PERMISSIONS), declaredGrants(DECLARATIONS))
  })

  test('its tables carry its name, its migrations are recorded under it, and its routes work on the migrated schema', async ({ assert }) => {
    const { columns, migrations } = await pluginSchema('capsules')
    assert.deepEqual(Object.keys(columns).sort(), ['capsules_capsules'])
    assert.isNotEmpty(migrations)
    const answers = await answersByCaller('GET', '/capsules')
    assert.equal(answers.premium.status, 200, JSON.stringify(answers.premium.body))
    assert.equal(answers.premium.body.meta.total, 0)
  })
})
