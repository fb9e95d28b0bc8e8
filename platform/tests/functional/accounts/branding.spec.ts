import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { OrganisationService } from '@sceau/plugin-sdk/server'
import { IMAGE_MAX_BYTES } from '@sceau/shared'
import { Browser } from '@sceau/testing/browser'
import { mailQueueSettled } from '@sceau/testing/mail_catcher'
import { grantPlan, joinOrganisation, signUp } from '@sceau/testing/personas'
import { PNG_1X1, SVG, TEXT_AS_PNG, imageForm } from './support/images.js'

/** Fetches a public media URL the way a mail client or the download page would: no cookies. */
async function fetchMedia(url: string) {
  const response = await fetch(url.replace(/^https?:\/\/[^/]+/, Browser.baseUrl()))
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) }
}

test.group('Avatar: upload, public URL, initials when none', (group) => {
  group.teardown(() => mailQueueSettled())
  test('an uploaded picture is checked by its bytes, served publicly and cached; deleting it brings the initials back', async ({ assert }) => {
    const account = await signUp({ language: 'en', firstname: 'Émile', lastname: 'Zola' })
    assert.equal(account.me.initials, 'ÉZ')

    const uploaded = await account.browser.request('POST', '/users/me/avatar', { form: imageForm('avatar', PNG_1X1, 'me.gif', 'image/gif') })
    assert.equal(uploaded.status, 200)
    const url = uploaded.body.avatarUrl
    assert.match(url, /\/api\/v2\/media\/[0-9A-Za-z]{24}\.png$/)
    assert.equal((await account.browser.get('/users/me')).body.avatarUrl, url)

    const served = await fetchMedia(url)
    assert.equal(served.status, 200)
    assert.equal(served.headers.get('content-type'), 'image/png')
    assert.include(served.headers.get('cache-control') ?? '', 'immutable')
    assert.deepEqual(served.bytes, PNG_1X1)

    const replaced = await account.browser.request('POST', '/users/me/avatar', { form: imageForm('avatar', SVG, 'me.svg', 'image/svg+xml') })
    assert.match(replaced.body.avatarUrl, /\.svg$/)
    assert.equal((await fetchMedia(url)).status, 404, 'the previous picture is gone')
    const svg = await fetchMedia(replaced.body.avatarUrl)
    assert.equal(svg.headers.get('content-type'), 'image/svg+xml')
    assert.include(svg.headers.get('content-security-policy') ?? '', 'sandbox')

    assert.equal((await account.browser.delete('/users/me/avatar')).status, 204)
    const me = (await account.browser.get('/users/me')).body
    assert.isNull(me.avatarUrl)
    assert.equal(me.initials, 'ÉZ')
    assert.equal((await fetchMedia(replaced.body.avatarUrl)).status, 404)
  })

  test('a file that is not an image, a missing file or an image over the size limit is refused, and nothing changes', async ({ assert }) => {
    const account = await signUp({ language: 'en' })
    const notImage = await account.browser.request('POST', '/users/me/avatar', { form: imageForm('avatar', TEXT_AS_PNG) })
    assert.equal(notImage.status, 422)
    assert.equal(notImage.body.error.fields.avatar, 'This file is not an accepted image (PNG, JPEG, TIFF, SVG, XBM, XPM, XWD or WBMP)')
    const missing = await account.browser.request('POST', '/users/me/avatar', { form: new FormData() })
    assert.equal(missing.body.error.fields.avatar, 'Choose a file')
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(IMAGE_MAX_BYTES)])
    const tooBig = await account.browser.request('POST', '/users/me/avatar', { form: imageForm('avatar', big) })
    assert.equal(tooBig.status, 422)
    assert.equal(tooBig.body.error.fields.avatar, 'The image must not exceed 5 MB')
    assert.isNull((await account.browser.get('/users/me')).body.avatarUrl)
  })

  test('unknown media names are 404 without touching the storage', async ({ assert }) => {
    for (const name of ['nope.png', `${'a'.repeat(24)}.exe`, '..%2F..%2Fapp.key', `${'a'.repeat(24)}.png`]) {
      assert.equal((await new Browser().get(`/media/${name}`)).status, 404)
    }
  })
})

test.group('Customisation: logo, backgrounds, main colour', (group) => {
  group.teardown(() => mailQueueSettled())
  test('a free plan reads "not allowed" and cannot change anything', async ({ assert }) => {
    const admin = await signUp({ language: 'en' })
    const shown = await admin.browser.get(`/organizations/${admin.organisationId}/customisation`)
    assert.deepEqual(shown.body, { allowed: false, logoUrl: null, downloadBackgroundUrl: null, sendBackgroundUrl: null, mainColor: null })
    const refused = await admin.browser.request('PUT', `/organizations/${admin.organisationId}/customisation/logo`, { form: imageForm('file', PNG_1X1) })
    assert.equal(refused.status, 403)
    assert.equal(refused.body.error.code, 'E_NOT_ALLOWED_BY_SUBSCRIPTION')
    assert.equal((await admin.browser.patch(`/organizations/${admin.organisationId}/customisation`, { mainColor: '#112233' })).status, 403)
  })

  test('premium administrators set the images and the colour; the public profile carries them', async ({ assert }) => {
    const admin = await signUp({ language: 'en' })
    await grantPlan(admin.organisationId, 'premium')
    const base = `/organizations/${admin.organisationId}/customisation`
    for (const kind of ['logo', 'download-background', 'send-background']) {
      const answer = await admin.browser.request('PUT', `${base}/${kind}`, { form: imageForm('file', PNG_1X1) })
      assert.equal(answer.status, 200, kind)
    }
    const coloured = await admin.browser.patch(base, { mainColor: '#1A2B3C' })
    assert.equal(coloured.body.mainColor, '#1a2b3c')
    const badColour = await admin.browser.patch(base, { mainColor: 'blue' })
    assert.equal(badColour.status, 422)
    assert.equal(badColour.body.error.fields.mainColor, 'Choose a color written as #rrggbb')
    assert.equal((await admin.browser.request('PUT', `${base}/favicon`, { form: imageForm('file', PNG_1X1) })).status, 404)

    const profile = await (await app.container.make(OrganisationService)).profile(Number(admin.organisationId))
    assert.isTrue(profile!.premium)
    assert.equal(profile!.customisation.mainColor, '#1a2b3c')
    assert.equal((await fetchMedia(profile!.customisation.downloadBackgroundUrl!)).status, 200)
    const list = await admin.browser.get('/users/organizations')
    assert.equal(list.body[0].organization.custom.logo, profile!.customisation.logoUrl)

    assert.equal((await admin.browser.delete(`${base}/logo`)).status, 204)
    assert.isNull((await admin.browser.get(base)).body.logoUrl)

    // A plan that lapses hides the branding from the pages plugins render.
    await grantPlan(admin.organisationId, 'free')
    const lapsed = await (await app.container.make(OrganisationService)).profile(Number(admin.organisationId))
    assert.deepEqual(lapsed!.customisation, { logoUrl: null, downloadBackgroundUrl: null, sendBackgroundUrl: null, mainColor: null })
  })

  test("a member's session carries the organisation's send-page background while the plan allows customisation, and not after", async ({ assert }) => {
    const admin = await signUp({ language: 'en' })
    await grantPlan(admin.organisationId, 'premium', 5)
    const uploaded = await admin.browser.request('PUT', `/organizations/${admin.organisationId}/customisation/send-background`, {
      form: imageForm('file', PNG_1X1),
    })
    assert.equal(uploaded.status, 200)
    const member = await signUp({ language: 'en' })
    await joinOrganisation(admin, member)
    const me = (await member.browser.get('/users/me')).body
    assert.equal(me.organization.id, admin.organisationId)
    assert.equal(me.organization.customisation.sendBackgroundUrl, uploaded.body.sendBackgroundUrl)
    assert.equal((await fetchMedia(me.organization.customisation.sendBackgroundUrl)).status, 200)

    // The send page takes it from here: a plan that lapses takes it away, as on the public pages.
    await grantPlan(admin.organisationId, 'free')
    const lapsed = (await member.browser.get('/users/me')).body
    assert.deepEqual(lapsed.organization.customisation, { logoUrl: null, downloadBackgroundUrl: null, sendBackgroundUrl: null, mainColor: null })
  })
})
