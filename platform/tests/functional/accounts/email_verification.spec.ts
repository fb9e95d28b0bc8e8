import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { ApiError, EmailVerificationService } from '@sceau/plugin-sdk/server'
import { MailCatcher } from '@sceau/testing/mail_catcher'
import { uniqueEmail, uniqueName } from '@sceau/testing/unique'
import { waitFor } from '@sceau/testing/wait_for'

/** What check() threw: status, code and the field's catalogue key (the host translates it). */
async function failure(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, code: error.code, key: error.fields?.code ?? error.messageKey }
    throw error
  }
  return null
}

test.group('EmailVerificationService: e-mailed codes for plugins', (group) => {
  let mail: MailCatcher
  group.setup(async () => {
    mail = await MailCatcher.start()
    return () => mail.stop()
  })

  const codeOf = async (email: string, index = 0) => {
    await waitFor(() => mail.to(email).length > index, `code mail ${index + 1} to ${email}`)
    return /\b(\d{6})\b/.exec(mail.to(email)[index].parsed.subject!)![1]
  }

  test('the mail in the sender’s language; right once, wrong says "Incorrect code"; stored hashed', async ({ assert }) => {
    const codes = await app.container.make(EmailVerificationService)
    const email = uniqueEmail('verify')
    const subject = { purpose: 'tests:check', subject: uniqueName('s'), email }
    const sent = await codes.send({ ...subject, locale: 'en' })
    assert.approximately(sent.expiresAt.getTime(), Date.now() + 15 * 60_000, 5_000)
    const code = await codeOf(email)
    const message = mail.to(email)[0].parsed
    assert.equal(message.subject, `${code} is your Sceau verification code`)
    assert.include(message.text!, 'Enter this code to confirm your email address:')
    assert.include(message.text!, 'This code works for 15 minutes, once.')
    const row = await db.from('email_verifications').where({ purpose: 'tests:check', subject: subject.subject }).first()
    assert.notInclude(JSON.stringify(row), `"${code}"`)

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    assert.deepEqual(await failure(codes.check({ ...subject, code: wrong })), { status: 422, code: 'E_VALIDATION', key: 'emailVerification.errors.incorrect' })
    assert.deepEqual(await failure(codes.check({ ...subject, email: uniqueEmail('other'), code })), {
      status: 410,
      code: 'E_CODE_EXPIRED',
      key: 'emailVerification.errors.expired',
    })
    assert.isTrue(await codes.check({ ...subject, email: email.toUpperCase(), code: ` ${code.slice(0, 3)} ${code.slice(3)} ` }))
    assert.equal((await failure(codes.check({ ...subject, code })))?.code, 'E_CODE_EXPIRED', 'a code works once')
  })

  test('attempts, expiry, a new code replaces the previous one, and the number of codes per subject is capped', async ({ assert }) => {
    const codes = await app.container.make(EmailVerificationService)
    const email = uniqueEmail('limits')
    const subject = { purpose: 'tests:limits', subject: uniqueName('s'), email }
    await codes.send({ ...subject, locale: 'fr', attempts: 2, maxCodes: 3, intro: 'emailVerification.mail.body' })
    const first = await codeOf(email)
    assert.equal(mail.to(email)[0].parsed.subject, `${first} est votre code de vérification Sceau`)
    const other = String((Number(first) + 7) % 1_000_000).padStart(6, '0')
    for (let i = 0; i < 2; i++) assert.equal((await failure(codes.check({ ...subject, code: other })))?.status, 422)
    assert.deepEqual(await failure(codes.check({ ...subject, code: first })), {
      status: 429,
      code: 'E_CODE_ATTEMPTS',
      key: 'emailVerification.errors.tooManyAttempts',
    })

    await codes.send({ ...subject, locale: 'fr', maxCodes: 3 })
    const second = await codeOf(email, 1)
    if (second !== first) assert.equal((await failure(codes.check({ ...subject, code: first })))?.status, 422, 'the previous code is replaced')
    await db
      .from('email_verifications')
      .where({ purpose: 'tests:limits', subject: subject.subject })
      .whereNull('used_at')
      .update({ expires_at: new Date(Date.now() - 1000) })
    assert.equal((await failure(codes.check({ ...subject, code: second })))?.code, 'E_CODE_EXPIRED')

    await codes.send({ ...subject, locale: 'fr', maxCodes: 3 })
    assert.equal(await codes.sentCount('tests:limits', subject.subject), 3)
    assert.deepEqual(await failure(codes.send({ ...subject, locale: 'fr', maxCodes: 3 })), {
      status: 429,
      code: 'E_TOO_MANY_REQUESTS',
      key: 'emailVerification.errors.tooManyCodes',
    })
    assert.isTrue(await codes.check({ ...subject, code: await codeOf(email, 2) }), 'the last code still works')
  })
})
