import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { appUrl } from '#config/app'
import { Browser } from '@sceau/testing/browser'
import { MailCatcher, linkIn } from '@sceau/testing/mail_catcher'
import { PASSWORD, signUp, uniqueEmail } from '@sceau/testing/personas'

const form = (email: string, overrides: Record<string, unknown> = {}) => ({
  firstname: 'Grace',
  lastname: 'Hopper',
  email,
  password: PASSWORD,
  passwordConfirmation: PASSWORD,
  terms: true,
  ...overrides,
})

const userCount = async (email: string) => Number((await db.from('users').where('email', email.toLowerCase()).count('* as n'))[0].n)

test.group('Sign-up and e-mail confirmation (mail read from a real SMTP server)', (group) => {
  let mail: MailCatcher
  group.setup(async () => {
    mail = await MailCatcher.start()
    return () => mail.stop()
  })

  test('sign-up stores the address lower-case, hashes the password, logs in and opens a personal free organisation', async ({ assert }) => {
    const browser = new Browser('en')
    const email = uniqueEmail('Signup').replace('signup', 'SignUp')
    const answer = await browser.post('/users', form(email, { remember: true }))
    assert.equal(answer.status, 201)
    const me = answer.body
    assert.equal(me.email, email.toLowerCase())
    assert.isFalse(me.mailConfirmed)
    assert.deepEqual(me.gate, { code: 'E_MAIL_NOT_CONFIRMED', redirect: '/account/confirmation' })
    assert.equal(me.role, 'admin')
    assert.isTrue(me.organization.personal)
    assert.equal(me.organization.name, 'Grace Hopper')
    assert.equal(me.organization.subscription.plan, 'free')
    assert.isTrue(me.permissions.admin)
    assert.equal(me.permissions.transfer.limitations.sizeMax, 4096)
    assert.equal(me.organizationsCount, 1)
    assert.equal(me.initials, 'GH')
    assert.isNull(me.avatarUrl)
    assert.notProperty(me, 'password')

    const row = await db.from('users').where('email', email.toLowerCase()).first()
    assert.notEqual(row.password, PASSWORD)
    assert.match(row.password, /^\$scrypt\$/)
    assert.isNotNull(row.terms_accepted_at)
    assert.isTrue(browser.cookies.has('remember_web'), 'remember me leaves a remember-me cookie')

    const again = await browser.get('/users/me')
    assert.equal(again.status, 200)
    assert.equal(again.body.id, me.id)
  })

  test('the /cac/signin page signs up cac users: once confirmed, they are sent to their subscription page', async ({ assert }) => {
    const browser = new Browser('en')
    const email = uniqueEmail('cac')
    const answer = await browser.post('/users', form(email, { userType: 'cac' }))
    assert.equal(answer.body.userType, 'cac')
    assert.equal(answer.body.gate.code, 'E_MAIL_NOT_CONFIRMED', 'the mail comes first')
    await db.from('users').where('email', email).update({ mail_confirmed_at: new Date() })
    assert.deepEqual((await browser.get('/users/me')).body.gate, { code: 'E_SUBSCRIPTION_REQUIRED', redirect: '/cac/subscriptions' })
    const bad = await browser.post('/users', form(uniqueEmail('cac'), { userType: 'admin' }))
    assert.equal(bad.body.error.fields.userType, 'Choose a value from the list')
  })

  test('the confirmation mail comes in the language of the sign-up, HTML and text, with a single-use link', async ({ assert }) => {
    for (const language of ['fr', 'en'] as const) {
      const browser = new Browser(language)
      const email = uniqueEmail(`confirm-${language}`)
      assert.equal((await browser.post('/users', form(email))).status, 201)

      const subject = language === 'fr' ? 'Confirmez votre adresse e-mail' : 'Confirm your email address'
      const received = await mail.waitFor(email, subject)
      assert.include(received.parsed.html ?? '', language === 'fr' ? 'Confirmer mon adresse' : 'Confirm my address')
      assert.include(received.parsed.html ?? '', `lang="${language}"`)
      const link = linkIn(received, /\/account\/confirm\//)
      const prefix = language === 'fr' ? '' : '/en'
      assert.match(link.toString(), new RegExp(`^${appUrl.replace(/\/+$/, '')}${prefix}/account/confirm/[0-9A-Za-z]{43}$`))
      const token = link.pathname.split('/').pop()!
      assert.isNull(await db.from('user_tokens').where('token_hash', token).first(), 'only a hash of the token is stored')

      // Logged in but unconfirmed: the gate refuses logged-in routes with its own code.
      const gated = await browser.get(`/organizations/${(await browser.get('/users/me')).body.organization.id}`)
      assert.equal(gated.status, 403)
      assert.equal(gated.body.error.code, 'E_MAIL_NOT_CONFIRMED')

      const confirmed = await new Browser(language).post('/users/confirmation', { token })
      assert.equal(confirmed.status, 200)
      assert.isTrue((await browser.get('/users/me')).body.mailConfirmed)
      assert.equal((await browser.get(`/organizations/${(await browser.get('/users/me')).body.organization.id}`)).status, 200)

      const reused = await new Browser(language).post('/users/confirmation', { token })
      assert.equal(reused.status, 410)
      assert.deepEqual(reused.body.error, {
        code: 'E_REQUEST_EXPIRED',
        message: language === 'fr' ? 'Demande expirée' : 'Request expired',
      })
    }
  })

  test('an expired confirmation link is "Request expired" and confirms nothing', async ({ assert }) => {
    const account = await signUp({ confirmed: false })
    const received = await mail.waitFor(account.email)
    const token = linkIn(received, /\/account\/confirm\//)
      .pathname.split('/')
      .pop()!
    await db
      .from('user_tokens')
      .where('user_id', Number(account.userId))
      .update({ expires_at: DateTime.now().minus({ seconds: 1 }).toJSDate() })
    const answer = await new Browser('en').post('/users/confirmation', { token })
    assert.equal(answer.status, 410)
    assert.equal(answer.body.error.message, 'Request expired')
    assert.isNull((await db.from('users').where('id', Number(account.userId)).first()).mail_confirmed_at)
  })

  test('resend sends a new link (the previous one stops working) and is rate limited per account', async ({ assert }) => {
    const account = await signUp({ confirmed: false, language: 'en' })
    const first = linkIn(await mail.waitFor(account.email), /\/account\/confirm\//)
      .pathname.split('/')
      .pop()!
    const resent = await account.browser.post('/users/confirmation/resend')
    assert.equal(resent.status, 202)
    await waitForCount(mail, account.email, 2)
    const second = linkIn(mail.to(account.email)[1], /\/account\/confirm\//)
      .pathname.split('/')
      .pop()!
    assert.notEqual(first, second)
    assert.equal((await new Browser().post('/users/confirmation', { token: first })).status, 410)

    assert.equal((await account.browser.post('/users/confirmation/resend')).status, 202)
    assert.equal((await account.browser.post('/users/confirmation/resend')).status, 202)
    const refused = await account.browser.post('/users/confirmation/resend')
    assert.equal(refused.status, 429)
    assert.equal(refused.body.error.code, 'E_TOO_MANY_REQUESTS')
    assert.match(refused.body.error.message, /^Too many attempts\. Try again in \d+ minutes?\.$/)
    assert.isAbove(Number(refused.headers.get('retry-after')), 0)

    assert.equal((await account.browser.post('/users/confirmation', { token: second })).status, 410, 'resends replaced it too')
  })

  test('a confirmed account cannot ask for another confirmation mail', async ({ assert }) => {
    const account = await signUp({ language: 'en' })
    const answer = await account.browser.post('/users/confirmation/resend')
    assert.equal(answer.status, 409)
    assert.equal(answer.body.error.code, 'E_ALREADY_CONFIRMED')
  })

  test('"Email already in use" whatever the case, at step one and at creation; nothing is created', async ({ assert }) => {
    const account = await signUp()
    const shouting = account.email.toUpperCase()
    const browser = new Browser('en')

    const check = await browser.post('/users/email-availability', { email: shouting })
    assert.equal(check.status, 422)
    assert.equal(check.body.error.fields.email, 'Email already in use')
    const free = await browser.post('/users/email-availability', { email: uniqueEmail('free') })
    assert.deepEqual(free.body, { available: true })

    const answer = await browser.post('/users', form(shouting))
    assert.equal(answer.status, 422)
    assert.equal(answer.body.error.fields.email, 'Email already in use')
    assert.equal(await userCount(account.email), 1)
    const french = await new Browser('fr').post('/users', form(shouting))
    assert.equal(french.body.error.fields.email, 'Email déjà utilisé')
  })

  test('bad inputs: every field gets its docs/product.md §5 message at once, and nothing changes', async ({ assert }) => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { firstname: '', lastname: null },
        { firstname: 'Required field', lastname: 'Required field' },
      ],
      [{ firstname: '   ' }, { firstname: 'Required field' }],
      [{ email: '' }, { email: 'Please enter an email address' }],
      [{ email: 'grace@' }, { email: 'Please enter a valid email address' }],
      [{ password: '', passwordConfirmation: '' }, { password: 'Enter a password' }],
      [{ password: 'short1A', passwordConfirmation: 'short1A' }, { password: 'Password conditions not met' }],
      [{ password: 'nouppercase1', passwordConfirmation: 'nouppercase1' }, { password: 'Password conditions not met' }],
      [{ password: 'NOLOWERCASE1', passwordConfirmation: 'NOLOWERCASE1' }, { password: 'Password conditions not met' }],
      [{ password: 'NoDigitsHere', passwordConfirmation: 'NoDigitsHere' }, { password: 'Password conditions not met' }],
      [{ passwordConfirmation: 'Another-horse-9' }, { passwordConfirmation: 'Both passwords must match' }],
      [{ terms: false }, { terms: 'The terms must be accepted' }],
      [{ terms: undefined }, { terms: 'The terms must be accepted' }],
    ]
    for (const [change, expected] of cases) {
      const email = uniqueEmail('bad')
      const answer = await new Browser('en').post('/users', form(email, change))
      assert.equal(answer.status, 422, JSON.stringify(change))
      assert.equal(answer.body.error.code, 'E_VALIDATION')
      for (const [field, message] of Object.entries(expected)) assert.equal(answer.body.error.fields[field], message, JSON.stringify(change))
      assert.equal(await userCount(email), 0)
    }

    const all = await new Browser('en').post('/users', {})
    assert.includeMembers(Object.keys(all.body.error.fields), ['firstname', 'lastname', 'email', 'password', 'terms'])
    const french = await new Browser('fr').post('/users', form(uniqueEmail('bad'), { password: 'abc', passwordConfirmation: 'abc' }))
    assert.equal(french.body.error.fields.password, 'Conditions du mot de passe non remplies')
  })
})

async function waitForCount(mail: MailCatcher, to: string, count: number) {
  const { waitFor } = await import('@sceau/testing/wait_for')
  await waitFor(() => mail.to(to).length >= count, `${count} mails to ${to}`)
}
