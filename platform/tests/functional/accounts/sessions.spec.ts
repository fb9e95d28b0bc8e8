import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { Browser } from '@sceau/testing/browser'
import { MailCatcher, linkIn, mailQueueSettled } from '@sceau/testing/mail_catcher'
import { PASSWORD, signUp, uniqueEmail } from '@sceau/testing/personas'

const NEW_PASSWORD = 'Battery-staple-42'

async function login(browser: Browser, email: string, password: string, extra: Record<string, unknown> = {}) {
  return browser.post('/users/sessions', { email, password, ...extra })
}

test.group('Log in, log out, remember me, lockout', (group) => {
  group.teardown(() => mailQueueSettled())
  test('wrong password and unknown address get the same translated answer, and no session', async ({ assert }) => {
    const account = await signUp()
    for (const [email, language, message] of [
      [account.email, 'en', 'Incorrect email or password'],
      [uniqueEmail('nobody'), 'en', 'Incorrect email or password'],
      [account.email, 'fr', 'Email ou mot de passe incorrect'],
    ]) {
      const browser = new Browser(language)
      const answer = await login(browser, email, 'Wrong-password-1')
      assert.equal(answer.status, 400)
      assert.deepEqual(answer.body, { error: { code: 'E_INVALID_CREDENTIALS', message } })
      assert.equal((await browser.get('/users/me')).status, 401)
    }
  })

  test('log in (any case of the address), who am I, log out', async ({ assert }) => {
    const account = await signUp({ firstname: 'Ada', lastname: 'Lovelace' })
    const browser = new Browser('en')
    const answer = await login(browser, account.email.toUpperCase(), PASSWORD)
    assert.equal(answer.status, 200)
    assert.equal(answer.body.user.email, account.email)
    assert.notProperty(answer.body, 'token')
    assert.isFalse(browser.cookies.has('remember_web'))

    const me = await browser.get('/users/me')
    assert.equal(me.status, 200)
    assert.equal(me.body.id, account.userId)
    assert.isNull(me.body.gate)
    assert.equal(me.body.organization.id, account.organisationId)
    assert.deepEqual(
      me.body.organizations.map((o: { organization: { _id: string }; isActive: boolean; role: string }) => [o.organization._id, o.isActive, o.role]),
      [[account.organisationId, true, 'admin']]
    )

    assert.equal((await browser.delete('/users/sessions')).status, 204)
    const after = await browser.get('/users/me')
    assert.equal(after.status, 401)
    assert.equal(after.body.error.message, 'Please log in to continue')
  })

  test('a read answered after a login made in parallel does not put the old session back', async ({ assert }) => {
    const account = await signUp()
    const browser = new Browser('en')
    await browser.open()
    const before = browser.cookies.get('sceau_session')
    assert.isString(before, 'the page load started an anonymous session')
    // The page's first fetch leaves with the anonymous cookie; the login answers first.
    const staleCookies = browser.cookieHeader()
    assert.equal((await login(browser, account.email, PASSWORD)).status, 200)
    assert.notEqual(browser.cookies.get('sceau_session'), before, 'the login started a new session')

    const late = await fetch(`${Browser.baseUrl()}/api/v2/users/me`, {
      headers: { cookie: staleCookies, accept: 'application/json', 'x-forwarded-for': browser.ip },
    })
    await late.arrayBuffer()
    assert.equal(late.status, 401)
    assert.deepEqual(late.headers.getSetCookie(), [], 'the late answer leaves the session and CSRF cookies alone')
    assert.equal((await browser.get('/users/me')).status, 200)

    // The logged-in browser can still write (its CSRF token is the session's).
    assert.equal((await browser.patch('/users/me', { firstname: 'Ada' })).status, 200)

    // A first visit still gets its session; a read afterwards keeps it without sending it again.
    const fresh = await fetch(`${Browser.baseUrl()}/`, { headers: { 'x-forwarded-for': browser.ip } })
    await fresh.arrayBuffer()
    const first = fresh.headers.getSetCookie().find((line) => line.startsWith('sceau_session='))
    assert.isString(first)
    const again = await fetch(`${Browser.baseUrl()}/`, { headers: { cookie: first!.split(';')[0], 'x-forwarded-for': browser.ip } })
    await again.arrayBuffer()
    assert.notMatch(again.headers.getSetCookie().join('\n'), /^sceau_session=/m)
  })

  test('remember me: a browser holding only the remember-me cookie is logged back in, until log out', async ({ assert }) => {
    const account = await signUp()
    const browser = new Browser('en')
    await login(browser, account.email, PASSWORD, { remember: true })
    const remember = browser.cookies.get('remember_web')
    assert.isString(remember)

    const later = new Browser('en')
    later.cookies.set('remember_web', remember!)
    assert.equal((await later.get('/users/me')).status, 200)
    assert.isTrue(later.cookies.has('sceau_session'))

    await browser.delete('/users/sessions')
    const stale = new Browser('en')
    stale.cookies.set('remember_web', remember!)
    assert.equal((await stale.get('/users/me')).status, 401, 'logging out revoked the remember-me token')
  })

  test('five failures lock that account from that address for a while, saying when to retry; the owner elsewhere still gets in', async ({ assert }) => {
    const account = await signUp()
    const browser = new Browser('en')
    for (let i = 0; i < 5; i++) assert.equal((await login(browser, account.email, `Wrong-${i}-Aa`)).status, 400)
    const locked = await login(browser, account.email, PASSWORD)
    assert.equal(locked.status, 429, 'even the right password waits from that address')
    assert.equal(locked.body.error.code, 'E_TOO_MANY_REQUESTS')
    assert.equal(locked.body.error.message, 'Too many attempts. Try again in 15 minutes.')
    assert.isAbove(Number(locked.headers.get('retry-after')), 800)
    const french = await new Browser('fr').request('POST', '/users/sessions', {
      json: { email: account.email, password: PASSWORD },
      headers: { 'x-forwarded-for': browser.ip },
    })
    assert.equal(french.body.error.message, 'Trop de tentatives. Réessayez dans 15 minutes.')
    assert.equal((await login(new Browser('en'), account.email, PASSWORD)).status, 200, 'the owner from another address is not locked out')

    // Another account is not affected; a success resets the count of its own account.
    const other = await signUp()
    for (let i = 0; i < 4; i++) await login(browser, other.email, `Wrong-${i}-Aa`)
    assert.equal((await login(browser, other.email, PASSWORD)).status, 200)
    for (let i = 0; i < 4; i++) assert.equal((await login(browser, other.email, `Wrong-${i}-Aa`)).status, 400)
  })

  test('guesses spread over many addresses meet a much higher per-account cap', async ({ assert }) => {
    const account = await signUp()
    for (let i = 0; i < 50; i++) assert.equal((await login(new Browser(), account.email, `Wrong-${i}-Aa`)).status, 400, `guess ${i + 1}`)
    assert.equal((await login(new Browser('en'), account.email, PASSWORD)).status, 429)
  })

  test('failures from one address are limited too, whatever the accounts tried', async ({ assert }) => {
    const account = await signUp()
    const browser = new Browser('en')
    for (let i = 0; i < 30; i++) assert.equal((await login(browser, uniqueEmail('spray'), 'Wrong-password-1')).status, 400)
    const locked = await login(browser, account.email, PASSWORD)
    assert.equal(locked.status, 429)
    assert.equal((await login(new Browser('en'), account.email, PASSWORD)).status, 200, 'other addresses are not locked out')
  })

  test('bad inputs return the docs/product.md §5 messages', async ({ assert }) => {
    const answer = await new Browser('en').post('/users/sessions', { email: 'not-an-address', password: '' })
    assert.equal(answer.status, 422)
    assert.equal(answer.body.error.fields.email, 'Please enter a valid email address')
    assert.equal(answer.body.error.fields.password, 'Enter a password')
    const empty = await new Browser('en').post('/users/sessions', {})
    assert.equal(empty.body.error.fields.email, 'Please enter an email address')
  })
})

test.group('Access tokens for the extension and the CLI', (group) => {
  group.teardown(() => mailQueueSettled())
  test('{ token: true } answers an access token, opens no session and needs no CSRF token', async ({ assert }) => {
    const account = await signUp()
    const cli = new Browser('en')
    const answer = await cli.request('POST', '/users/sessions', {
      json: { email: account.email, password: PASSWORD, token: true, tokenName: 'laptop CLI' },
      csrf: false,
    })
    assert.equal(answer.status, 200)
    assert.equal(answer.body.user.email, account.email)
    assert.match(answer.body.token.value, /^sct_/)
    assert.equal(answer.body.token.name, 'laptop CLI')
    assert.deepEqual(answer.headers.getSetCookie(), [])

    const bearer = { authorization: `Bearer ${answer.body.token.value}` }
    const me = await cli.request('GET', '/users/me', { headers: bearer })
    assert.equal(me.status, 200)
    const renamed = await cli.request('PATCH', '/users/me', { json: { firstname: 'Augusta' }, headers: bearer, csrf: false })
    assert.equal(renamed.status, 200, 'no CSRF token with a bearer token')
    assert.equal(renamed.body.firstname, 'Augusta')
    assert.deepEqual(renamed.headers.getSetCookie(), [], 'bearer requests open no session')

    assert.equal((await cli.request('DELETE', '/users/sessions', { headers: bearer, csrf: false })).status, 204)
    assert.equal((await cli.request('GET', '/users/me', { headers: bearer })).status, 401, 'logging out revoked the token')
  })

  test('a logged-in user creates tokens (value shown once), lists them without values, revokes them', async ({ assert }) => {
    const account = await signUp()
    const created = await account.browser.post('/users/me/tokens', { name: 'Extension' })
    assert.equal(created.status, 201)
    const value = created.body.value
    assert.match(value, /^sct_/)

    const list = await account.browser.get('/users/me/tokens')
    assert.deepEqual(
      list.body.tokens.map((t: { name: string }) => t.name),
      ['Extension']
    )
    assert.notProperty(list.body.tokens[0], 'value')
    assert.notInclude(JSON.stringify(list.body), value.slice(-20))

    const cli = new Browser()
    assert.equal((await cli.get('/users/me', { authorization: `Bearer ${value}` })).status, 200)
    assert.equal((await account.browser.delete(`/users/me/tokens/${created.body.id}`)).status, 204)
    assert.equal((await cli.get('/users/me', { authorization: `Bearer ${value}` })).status, 401)
    assert.equal((await account.browser.delete(`/users/me/tokens/${created.body.id}`)).status, 404)

    const other = await signUp()
    const theirs = await other.browser.post('/users/me/tokens', { name: 'Theirs' })
    assert.equal((await account.browser.delete(`/users/me/tokens/${theirs.body.id}`)).status, 404, "nobody revokes another's token")
    const empty = await account.browser.post('/users/me/tokens', { name: '' })
    assert.equal(empty.body.error.fields.name, 'Champ obligatoire')
  })

  test('a forged or malformed bearer token is a translated 401', async ({ assert }) => {
    for (const header of ['Bearer sct_nope.nope', 'Bearer', 'Basic abc']) {
      const answer = await new Browser('it').get('/users/me', { authorization: header })
      assert.equal(answer.status, 401)
      assert.equal(answer.body.error.code, 'E_UNAUTHENTICATED')
    }
  })
})

test.group('Forgotten and changed passwords', (group) => {
  let mail: MailCatcher
  group.setup(async () => {
    mail = await MailCatcher.start()
    return () => mail.stop()
  })

  test('reset by mail in the account language: single-use expiring link, bad inputs change nothing, every session ends', async ({ assert }) => {
    const account = await signUp({ language: 'it' })
    const remembered = new Browser('en')
    await login(remembered, account.email, PASSWORD, { remember: true })
    const rememberOnly = new Browser('en')
    rememberOnly.cookies.set('remember_web', remembered.cookies.get('remember_web')!)

    const anonymous = new Browser('it')
    assert.equal((await anonymous.post('/users/password-resets', { email: account.email.toUpperCase() })).status, 202)
    const received = await mail.waitFor(account.email, 'Reimposta la tua password')
    const link = linkIn(received, /\/account\/new-password\//)
    assert.match(link.pathname, /^\/it\/account\/new-password\/[0-9A-Za-z]{43}$/)
    const token = link.pathname.split('/').pop()!

    assert.deepInclude((await anonymous.get(`/users/password-resets/${token}`)).body, { valid: true })
    const bad = await anonymous.put(`/users/password-resets/${token}`, { password: 'weak', passwordConfirmation: 'weak' })
    assert.equal(bad.status, 422)
    assert.equal(bad.body.error.fields.password, 'Requisiti della password non soddisfatti')
    const mismatch = await anonymous.put(`/users/password-resets/${token}`, { password: NEW_PASSWORD, passwordConfirmation: 'Other-one-99' })
    assert.equal(mismatch.body.error.fields.passwordConfirmation, 'Le due password devono coincidere')
    assert.equal((await anonymous.get(`/users/password-resets/${token}`)).status, 200, 'bad inputs did not use the link')

    assert.equal((await anonymous.put(`/users/password-resets/${token}`, { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD })).status, 204)
    const reused = await anonymous.put(`/users/password-resets/${token}`, { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD })
    assert.equal(reused.status, 410)
    assert.equal(reused.body.error.message, 'Richiesta scaduta')

    assert.equal((await account.browser.get('/users/me')).status, 401, 'the session opened at sign-up ended')
    assert.equal((await remembered.get('/users/me')).status, 401, 'the remembered session ended')
    assert.equal((await rememberOnly.get('/users/me')).status, 401, 'the remember-me token was revoked')
    assert.equal((await login(new Browser(), account.email, PASSWORD)).status, 400)
    assert.equal((await login(new Browser(), account.email, NEW_PASSWORD)).status, 200)
  })

  test('an expired link is "Request expired"; an unknown address gets the same answer and no mail', async ({ assert }) => {
    const account = await signUp({ language: 'en' })
    await new Browser('en').post('/users/password-resets', { email: account.email })
    const token = linkIn(await mail.waitFor(account.email, 'Reset your password'), /new-password/)
      .pathname.split('/')
      .pop()!
    await db
      .from('user_tokens')
      .where('user_id', Number(account.userId))
      .update({ expires_at: DateTime.now().minus({ minutes: 1 }).toJSDate() })
    assert.equal((await new Browser('en').get(`/users/password-resets/${token}`)).status, 410)
    const put = await new Browser('en').put(`/users/password-resets/${token}`, { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD })
    assert.deepEqual(put.body.error, { code: 'E_REQUEST_EXPIRED', message: 'Request expired' })
    assert.equal((await login(new Browser(), account.email, PASSWORD)).status, 200, 'the password did not change')

    const nobody = uniqueEmail('nobody')
    const answer = await new Browser('en').post('/users/password-resets', { email: nobody })
    assert.equal(answer.status, 202)
    assert.deepEqual(answer.body, { sent: true })
    assert.equal((await new Browser().get('/users/password-resets/not-a-token')).status, 410)
  })

  test('reset requests are limited per account and per address', async ({ assert }) => {
    const account = await signUp()
    for (let i = 0; i < 3; i++) assert.equal((await new Browser().post('/users/password-resets', { email: account.email })).status, 202)
    const refused = await new Browser('en').post('/users/password-resets', { email: account.email })
    assert.equal(refused.status, 429)
    assert.match(refused.body.error.message, /Try again in \d+ minutes?\./)

    const browser = new Browser('en')
    for (let i = 0; i < 20; i++) await browser.post('/users/password-resets', { email: uniqueEmail('spray') })
    assert.equal((await browser.post('/users/password-resets', { email: uniqueEmail('spray') })).status, 429)
  })

  test('changing the password needs the current one and ends the other sessions, not this one', async ({ assert }) => {
    const account = await signUp()
    const elsewhere = new Browser('en')
    await login(elsewhere, account.email, PASSWORD, { remember: true })

    const wrong = await account.browser.put('/users/me/password', {
      currentPassword: 'Nope-nope-1',
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    })
    assert.equal(wrong.status, 422)
    assert.equal(wrong.body.error.fields.currentPassword, 'Le mot de passe actuel est incorrect')
    assert.equal((await elsewhere.get('/users/me')).status, 200)

    const changed = await account.browser.put('/users/me/password', { currentPassword: PASSWORD, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD })
    assert.equal(changed.status, 204)
    assert.equal((await account.browser.get('/users/me')).status, 200, 'this session goes on')
    assert.equal((await elsewhere.get('/users/me')).status, 401, 'the other one ended')
    const rows = await db.from('remember_me_tokens').where('tokenable_id', Number(account.userId))
    assert.lengthOf(rows, 0)
  })
})
