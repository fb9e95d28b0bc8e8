/* The releases API's refusals: API key scopes, bad input (translated, nothing recorded), other organisations. */
import { test } from '@japa/runner'
import type {} from '@japa/assert'
import { apiKey, signUp } from '@sceau/testing/personas'

const valid = {
  repository: 'acme/widget',
  tag: 'v1.0.0',
  commit: '0123456789abcdef0123456789abcdef01234567',
  archive: { name: 'widget-v1.0.0.tar.gz', size: 10, sha256: 'a'.repeat(64) },
  years: 3,
  coAuthors: [{ name: 'Grace Hopper', email: 'grace@example.org' }],
}

test.group('Git-deploy: releases API refusals', () => {
  test('a key without the deposit scope cannot record a release; a read key lists them', async ({ assert }) => {
    const admin = await signUp({ language: 'en' })
    const transferKey = await apiKey(admin, { api: true, gitCloning: true }, 'transfer only', ['transfer'])
    const readKey = await apiKey(admin, { api: true, gitCloning: true }, 'read only', ['read'])
    const refused = await transferKey.request('POST', '/git-deploy/releases', valid)
    assert.equal(refused.status, 403)
    assert.equal(refused.body.error.code, 'E_API_KEY_SCOPE')
    assert.equal((await readKey.request('POST', '/git-deploy/releases', valid)).status, 403)
    assert.equal((await transferKey.request('GET', '/git-deploy/releases')).status, 403)
    const listed = await readKey.request('GET', '/git-deploy/releases')
    assert.equal(listed.status, 200)
    assert.equal(listed.body.meta.total, 0, 'nothing was recorded')
  })

  test('bad input is refused with translated field errors and records nothing', async ({ assert }) => {
    const admin = await signUp({ language: 'fr' })
    const key = await apiKey(admin, { api: true, gitCloning: true }, 'deploy', ['deposit'])
    const bad = await admin.browser.post('/git-deploy/releases', {
      ...valid,
      repository: 'not a repo',
      commit: 'xyz',
      years: 7,
      archive: { ...valid.archive, sha256: 'nope' },
    })
    assert.equal(bad.status, 422)
    const fields = bad.body.error.fields as Record<string, string>
    assert.match(fields.repository, /dépôt de code/)
    assert.match(fields.commit, /commit/)
    assert.match(fields.years, /1, 3, 5 ou 10 ans/)
    assert.match(fields['archive.sha256'], /SHA-256/)
    assert.equal((await key.request('GET', '/git-deploy/releases')).body.meta.total, 0)
  })

  test('completing a release whose archive was never uploaded is refused and changes nothing', async ({ assert }) => {
    const admin = await signUp({ language: 'en' })
    const key = await apiKey(admin, { api: true, gitCloning: true }, 'deploy', ['deposit'])
    const started = await key.request('POST', '/git-deploy/releases', valid)
    assert.equal(started.status, 201)
    assert.deepInclude(started.body.release, { repository: 'acme/widget', tag: 'v1.0.0', state: 'uploading', deposit: null })
    const complete = await key.request('POST', `/git-deploy/releases/${started.body.release.id}/complete`, {})
    assert.equal(complete.status, 409)
    assert.equal(complete.body.error.code, 'E_UPLOAD_INCOMPLETE')
    assert.equal((await key.request('GET', `/git-deploy/releases/${started.body.release.id}`)).body.release.state, 'uploading')
  })
})
