import { test } from '@japa/runner'
// The assert plugin's TestContext types (the platform's runner configures the plugin).
import type {} from '@japa/assert'
import app from '@adonisjs/core/services/app'
import { TimestampService } from '@sceau/plugin-sdk/server'
import { chromiumPresent } from '@sceau/testing/chromium'
import { opensslVerifyBundle } from '@sceau/testing/openssl'
import { grantPlan, signUp, type TestAccount } from '@sceau/testing/personas'
import { needs } from '@sceau/testing/requirements'
import { startQueueWorker } from '@sceau/testing/test_platform'
import { unzip } from '@sceau/testing/unzip'
import { waitFor } from '@sceau/testing/wait_for'
import { WARCParser } from 'warcio'
import type { CapsuleView } from '../shared/types.js'
import { fetchBytes, sha256 } from './support/capsules.js'
import { serveSite, SITE, type TestSite } from './web_proofs_support.js'

const chromium = needs('server-side web proofs', [chromiumPresent()])

async function premium() {
  const account = await signUp({ language: 'en' })
  await grantPlan(account.organisationId, 'premium')
  return account
}

/** The capsule once its job is done with it (no longer capturing nor depositing). */
function settled(account: TestAccount, id: string, wanted: 'protected' | 'failed'): Promise<CapsuleView> {
  return waitFor(
    async () => {
      const answer = await account.browser.get(`/capsules/${id}`)
      const view = answer.body as CapsuleView
      if (view.state === 'failed' && wanted !== 'failed') throw new Error(`capsule failed: ${view.error}`)
      return view.state === wanted ? view : null
    },
    `the web proof ${wanted}`,
    { timeoutMs: 90_000, intervalMs: 200 }
  )
}

/** Sets environment variables for one test and puts them back after. */
function withEnv(values: Record<string, string>) {
  const before = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]))
  Object.assign(process.env, values)
  return () => {
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  }
}

test.group('Web proofs: a URL entered by a member becomes a sealed deposit', (group) => {
  let site: TestSite
  group.setup(async () => {
    const stop = await startQueueWorker(2)
    return async () => {
      if (typeof stop === 'function') await stop()
    }
  })
  group.each.setup(async () => {
    site = await serveSite()
    return async () => {
      await site.close()
    }
  })

  test('captured by headless Chromium on the server, deposited and timestamped: the WACZ holds every resource, the screenshot the full page', async ({
    assert,
    cleanup,
  }) => {
    chromium.assertPresent()
    cleanup(withEnv({ WEB_PROOF_ALLOW_PRIVATE: 'true' }))
    const admin = await premium()
    const started = await admin.browser.post('/capsules/web-proofs', { url: `${site.origin}/`, priceCents: 320 })
    assert.equal(started.status, 201, JSON.stringify(started.body))
    assert.equal(started.body.state, 'capturing')
    assert.equal(started.body.kind, 'server')

    const done = await settled(admin, started.body.id, 'protected')
    assert.equal(done.url, `${site.origin}/`)
    assert.equal(done.title, 'Sceau test page')
    assert.match(done.browser ?? '', /^Chromium \d+/)
    assert.isNull(done.error)
    assert.equal(done.screenshot?.width, 1280)
    assert.isAbove(done.screenshot?.height ?? 0, 3000, 'the full page, not the 800 px viewport')

    // The WACZ: warcinfo, then a request and a response record per resource, payload digests right.
    const wacz = await fetchBytes(admin.browser, `/capsules/${done.id}/wacz`)
    assert.equal(wacz.status, 200)
    assert.equal(sha256(wacz.bytes), done.wacz?.sha256)
    const entries = await unzip(wacz.bytes)
    const records: { type: string; url: string | null | undefined; digest: string | null | undefined }[] = []
    for await (const record of WARCParser.iterRecords([entries.get('archive/data.warc')!])) {
      records.push({ type: record.warcType, url: record.warcTargetURI, digest: record.warcPayloadDigest })
    }
    assert.equal(records[0]!.type, 'warcinfo')
    const served: [string, string | Buffer][] = [
      ['/', SITE.page],
      ['/style.css', SITE.css],
      ['/picture.png', SITE.png],
      ['/api/data.json', SITE.json],
    ]
    for (const [path, body] of served) {
      const url = `${site.origin}${path}`
      assert.deepInclude(records, { type: 'response', url, digest: `sha256:${sha256(Buffer.from(body))}` }, path)
      assert.isTrue(
        records.some((record) => record.type === 'request' && record.url === url),
        `request of ${path}`
      )
    }

    // The deposit's timestamp, checked by stock openssl over the WACZ's bytes.
    const deposit = await admin.browser.get(`/consignment/deposits/${done.depositId}`)
    assert.equal(deposit.status, 200)
    assert.equal(deposit.body.files[0].sha256, sha256(wacz.bytes))
    const proof = await fetchBytes(admin.browser, `/consignment/deposits/${done.depositId}/files/${deposit.body.files[0].id}/proof`)
    const bundle = await unzip(proof.bytes)
    const root = await (await app.container.make(TimestampService)).trustedRootsPem()
    const verified = await opensslVerifyBundle(bundle, { data: wacz.bytes }, root)
    assert.include(verified, 'Verification: OK')
  })

  test('a private or loopback address is refused when private addresses are not allowed: translated, nothing created, nothing fetched', async ({
    assert,
    cleanup,
  }) => {
    cleanup(withEnv({ WEB_PROOF_ALLOW_PRIVATE: 'false' }))
    const admin = await premium()
    for (const url of [`${site.origin}/`, 'http://10.0.0.1/', 'http://169.254.169.254/latest/meta-data/', 'http://[::1]/', 'http://[::ffff:127.0.0.1]/']) {
      const answer = await admin.browser.post('/capsules/web-proofs', { url, priceCents: 320 })
      assert.equal(answer.status, 422, url)
      const message = 'This address leads to a private or local network: Sceau only captures public pages.'
      assert.deepEqual(answer.body.error, { code: 'E_VALIDATION', message, fields: { url: message } }, url)
    }
    assert.deepEqual((await admin.browser.get('/capsules?kind=server')).body.data, [])
    assert.deepEqual(site.hits, [])
  })

  test('a page that never finishes loading fails the web proof with the time limit, translated', async ({ assert, cleanup }) => {
    chromium.assertPresent()
    cleanup(withEnv({ WEB_PROOF_ALLOW_PRIVATE: 'true', WEB_PROOF_TIMEOUT_MS: '3000' }))
    const admin = await premium()
    const started = await admin.browser.post('/capsules/web-proofs', { url: `${site.origin}/never-ends`, priceCents: 320 })
    assert.equal(started.status, 201)
    const failed = await settled(admin, started.body.id, 'failed')
    assert.equal(failed.error, 'capsules.webProof.timeout')
    assert.isNull(failed.depositId)
    assert.isNull(failed.wacz)
  })
})
