import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { Browser } from '@sceau/testing/browser'
import { PASSWORD, signUp } from '@sceau/testing/personas'
import { sessionIdOf } from '#tests/support/session_cookie'

const rows = async (cookie: string | undefined) => Number((await db.from('sessions').where('id', sessionIdOf(cookie)).count('* as n'))[0].n)

test.group('Anonymous visitors get no session row until one is needed', () => {
  test('page views write no row; the CSRF token still works, and is still required', async ({ assert }) => {
    const before = Number((await db.from('sessions').count('* as n'))[0].n)
    const visitor = new Browser('en')
    await visitor.open()
    await visitor.open()
    await visitor.get('/users/me')
    assert.isTrue(visitor.cookies.has('XSRF-TOKEN'))
    assert.equal(await rows(visitor.cookies.get('sceau_session')), 0, 'no row for this visitor')
    assert.equal(Number((await db.from('sessions').count('* as n'))[0].n), before, 'no row at all')

    const probe = await visitor.post('/users/email-availability', { email: 'nobody-here@example.org' })
    assert.equal(probe.status, 200, 'the CSRF token of a rowless session is accepted')
    const forged = await visitor.request('POST', '/users/email-availability', {
      json: { email: 'nobody-here@example.org' },
      headers: { 'x-xsrf-token': 'forged' },
      csrf: false,
    })
    assert.equal(forged.status, 403)
    const stranger = new Browser('en')
    stranger.cookies.set('XSRF-TOKEN', visitor.cookies.get('XSRF-TOKEN')!)
    const stolen = await stranger.request('POST', '/users/email-availability', { json: { email: 'nobody-here@example.org' }, csrf: true })
    assert.equal(stolen.status, 403, "another browser's token without its session is refused")
  })

  test('a login stores the session in the database, and CSRF goes on working', async ({ assert }) => {
    const account = await signUp({ language: 'en' })
    const browser = new Browser('en')
    await browser.open()
    const login = await browser.post('/users/sessions', { email: account.email, password: PASSWORD })
    assert.equal(login.status, 200)
    assert.equal(await rows(browser.cookies.get('sceau_session')), 1)
    assert.equal((await browser.patch('/users/me', { firstname: 'Augusta' })).status, 200)
    assert.equal((await browser.get('/users/me')).body.firstname, 'Augusta')
  })

  test('a read from a browser holding its CSRF token gets no new one; the token it holds keeps working', async ({ assert }) => {
    const xsrfSent = (answer: { headers: Headers }) => answer.headers.getSetCookie().some((line) => line.startsWith('XSRF-TOKEN='))
    const account = await signUp({ language: 'en' })
    const browser = new Browser('en')
    assert.isTrue(xsrfSent(await browser.request('GET', '/users/me')), 'a first visit gets its token')
    const login = await browser.post('/users/sessions', { email: account.email, password: PASSWORD })
    assert.isTrue(xsrfSent(login), 'a write always sends the token')
    const held = browser.cookies.get('XSRF-TOKEN')
    for (let i = 0; i < 3; i++) assert.isFalse(xsrfSent(await browser.get('/users/me')), 'reads leave the held token alone')
    assert.equal((await browser.patch('/users/me', { firstname: 'Augusta' })).status, 200, 'the held token is still valid')
    assert.equal(browser.cookies.get('XSRF-TOKEN') === held, false, 'the write sent a fresh one')

    // A browser that lost its token (cleared cookies but the session) gets one back on its next read.
    browser.cookies.delete('XSRF-TOKEN')
    assert.isTrue(xsrfSent(await browser.get('/users/me')))
    assert.equal((await browser.patch('/users/me', { firstname: 'Ada' })).status, 200)

    // Logged out, then reading: the token the browser holds after the logout still passes.
    const logout = await browser.request('DELETE', '/users/sessions')
    assert.oneOf(logout.status, [200, 204], JSON.stringify(logout.body))
    await browser.get('/users/me')
    assert.equal((await browser.post('/users/email-availability', { email: 'nobody-here@example.org' })).status, 200)
  })
})
