import { test } from '@japa/runner'
import { accounts } from '#config/accounts'
import { MailCatcher } from '@sceau/testing/mail_catcher'
import { signUp, uniqueEmail } from '@sceau/testing/personas'
import { Browser } from '@sceau/testing/browser'

test.group('Support contact form (mail read from a real SMTP server)', (group) => {
  let mail: MailCatcher
  group.setup(async () => {
    mail = await MailCatcher.start()
    return () => mail.stop()
  })

  test('the message reaches the support address with who sent it, and replies go to the user', async ({ assert }) => {
    const account = await signUp({ language: 'pt', firstname: 'Luísa', lastname: 'Sousa' })
    const subject = `Cannot download ${account.userId}`
    const sent = await account.browser.post('/support/messages', { subject, message: 'Line one\n<script>x</script>' })
    assert.equal(sent.status, 202)

    const received = await mail.waitFor(accounts.supportEmail, `Support : ${subject}`)
    assert.equal(received.parsed.replyTo?.[0]?.address, account.email)
    const text = received.parsed.text ?? ''
    assert.include(text, `Luísa Sousa, ${account.email}`)
    assert.include(text, `n° ${account.userId}, langue pt`)
    assert.include(text, `Luísa Sousa (#${account.organisationId}, free)`)
    assert.include(text, '> Line one')
    assert.notInclude(received.parsed.html ?? '', '<script>x', 'typed text is escaped in the HTML part')
  })

  test('bad inputs are refused with the messages, nothing is sent; the form is rate limited', async ({ assert }) => {
    const account = await signUp({ language: 'en' })
    const bad = await account.browser.post('/support/messages', { subject: ' ', message: '' })
    assert.equal(bad.status, 422)
    assert.deepEqual(bad.body.error.fields, { subject: 'Required field', message: 'Required field' })
    for (let i = 0; i < 5; i++) assert.equal((await account.browser.post('/support/messages', { subject: `s${i}`, message: 'm' })).status, 202)
    const refused = await account.browser.post('/support/messages', { subject: 'again', message: 'm' })
    assert.equal(refused.status, 429)
    assert.match(refused.body.error.message, /^Too many attempts\. Try again in \d+ minutes?\.$/)
  })

  test('visitors write through the public contact form: mailed to support, replies to them; bad input and floods refused', async ({ assert }) => {
    const visitor = new Browser('es')
    const email = uniqueEmail('visitor')
    const subject = `Pregunta ${email}`
    const bad = await visitor.post('/support/contact', { name: '', email: 'not-an-address', subject: '', message: ' ' })
    assert.equal(bad.status, 422)
    assert.sameMembers(Object.keys(bad.body.error.fields), ['name', 'email', 'subject', 'message'])
    const sent = await visitor.post('/support/contact', { name: 'Lola Ruiz', email, subject, message: '¿Hola?' })
    assert.equal(sent.status, 202)
    const received = await mail.waitFor(accounts.supportEmail, `Support : ${subject}`)
    assert.equal(received.parsed.replyTo?.[0]?.address, email)
    assert.include(received.parsed.text ?? '', `Lola Ruiz, ${email} (visiteur non connecté, langue es)`)
    for (let i = 0; i < 2; i++) assert.equal((await visitor.post('/support/contact', { name: 'Lola', email, subject: `s${i}`, message: 'm' })).status, 202)
    const refused = await visitor.post('/support/contact', { name: 'Lola', email, subject: 'again', message: 'm' })
    assert.equal(refused.status, 429)
  })
})
