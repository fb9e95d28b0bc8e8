import { test } from '@japa/runner'
import type { Child } from '@sceau/testing/child_process'
import { spawnServer } from '@sceau/testing/platform_server'
import { PASSWORD, uniqueEmail } from '@sceau/testing/personas'

/** The cookies of one response: name and whether they carry the Secure attribute. */
const cookiesOf = (response: Response) =>
  response.headers.getSetCookie().map((line) => ({ name: line.split('=')[0], secure: /;\s*secure\s*(;|$)/i.test(line), line }))

test.group('Secure cookies follow APP_URL, whatever NODE_ENV says', (group) => {
  const children: Child[] = []
  group.each.teardown(async () => {
    for (const child of children.splice(0)) await child.stop('SIGKILL').catch(() => {})
  })

  test('an https APP_URL with NODE_ENV=development: XSRF, session and remember-me cookies are Secure', async ({ assert }) => {
    const { server, ready } = await spawnServer({
      env: { QUEUE_INLINE_WORKER: 'false', NODE_ENV: 'development', APP_URL: 'https://sceau.example' },
    })
    children.push(server)
    await ready()

    const page = await fetch(`${server.url}/`)
    const first = cookiesOf(page)
    const jar = first.map((c) => c.line.split(';')[0]).join('; ')
    const xsrf = decodeURIComponent(
      first
        .find((c) => c.name === 'XSRF-TOKEN')!
        .line.split(';')[0]
        .slice('XSRF-TOKEN='.length)
    )
    const email = uniqueEmail('secure')
    const signedUp = await fetch(`${server.url}/api/v2/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', cookie: jar, 'x-xsrf-token': xsrf },
      body: JSON.stringify({ firstname: 'Ada', lastname: 'Lovelace', email, password: PASSWORD, passwordConfirmation: PASSWORD, terms: true, remember: true }),
    })
    assert.equal(signedUp.status, 201, await signedUp.clone().text())
    const all = [...first, ...cookiesOf(signedUp)]
    assert.includeMembers(
      all.map((c) => c.name),
      ['XSRF-TOKEN', 'sceau_session', 'remember_web']
    )
    for (const cookie of all) assert.isTrue(cookie.secure, `${cookie.name} is Secure: ${cookie.line}`)
  })

  test("an http APP_URL (the suite's) leaves cookies usable over plain HTTP", async ({ assert }) => {
    const page = await fetch(`http://${process.env.HOST}:${process.env.PORT}/`)
    const cookies = cookiesOf(page)
    assert.isNotEmpty(cookies)
    for (const cookie of cookies) assert.isFalse(cookie.secure, cookie.line)
  })
})
