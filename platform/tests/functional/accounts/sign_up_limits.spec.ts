import { test } from '@japa/runner'
import { Browser } from '@sceau/testing/browser'
import { mailQueueSettled } from '@sceau/testing/mail_catcher'
import { PASSWORD, signUp, uniqueEmail } from '@sceau/testing/personas'

const form = (email: string) => ({ firstname: 'Grace', lastname: 'Hopper', email, password: PASSWORD, passwordConfirmation: PASSWORD, terms: true })

test.group('Sign-up and e-mail availability are rate limited per IP and per address', (group) => {
  group.teardown(() => mailQueueSettled())

  test('an office of 25 signs up from one IP within the hour; a farm past 60 attempts gets a translated 429', async ({ assert }) => {
    const browser = new Browser('es')
    for (let i = 0; i < 25; i++) {
      // A new cookie jar each time, as each colleague's browser: only the IP address is shared.
      browser.cookies.clear()
      const email = uniqueEmail('office')
      assert.equal((await browser.post('/users/email-availability', { email })).status, 200, `availability ${i + 1}`)
      assert.equal((await browser.post('/users', form(email))).status, 201, `sign-up ${i + 1}`)
    }
    // Invalid attempts count too (they are probes): 35 more reach the ceiling of 60.
    for (let i = 0; i < 35; i++) assert.equal((await browser.post('/users', { email: uniqueEmail('farm') })).status, 422, `attempt ${i + 26}`)
    browser.cookies.clear()
    const refused = await browser.post('/users', form(uniqueEmail('farm')))
    assert.equal(refused.status, 429)
    assert.equal(refused.body.error.code, 'E_TOO_MANY_REQUESTS')
    assert.match(refused.body.error.message, /^Demasiados intentos\. Vuelve a intentarlo dentro de \d+ minutos?\.$/)
    assert.isString(refused.headers.get('retry-after'))
  })

  test('probing one taken address by signing up is limited per address, whatever the IP', async ({ assert }) => {
    const account = await signUp()
    // The sign-up itself was the first of the five attempts the address gets in an hour.
    for (let i = 0; i < 4; i++) assert.equal((await new Browser('en').post('/users', form(account.email))).status, 422)
    const refused = await new Browser('en').post('/users', form(account.email.toUpperCase()))
    assert.equal(refused.status, 429)
    assert.match(refused.body.error.message, /^Too many attempts\. Try again in \d+ minutes?\.$/)
  })

  test('the availability probe: 60 per IP in 10 minutes, 10 per address', async ({ assert }) => {
    const browser = new Browser('pt')
    for (let i = 0; i < 60; i++) assert.equal((await browser.post('/users/email-availability', { email: uniqueEmail('probe') })).status, 200)
    const refused = await browser.post('/users/email-availability', { email: uniqueEmail('probe') })
    assert.equal(refused.status, 429)
    assert.match(refused.body.error.message, /^Demasiadas tentativas\./)

    const taken = (await signUp()).email
    for (let i = 0; i < 10; i++) assert.equal((await new Browser().post('/users/email-availability', { email: taken })).status, 422)
    assert.equal((await new Browser().post('/users/email-availability', { email: taken })).status, 429)
  })
})
