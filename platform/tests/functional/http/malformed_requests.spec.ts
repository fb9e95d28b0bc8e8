import { test } from '@japa/runner'
import { signUp } from '@sceau/testing/personas'

const base = () => `http://${process.env.HOST}:${process.env.PORT}`

test.group('Malformed requests get the usual answers', () => {
  test('a path that does not decode (%ff): the JSON envelope under /api/, translated; the error page elsewhere', async ({ assert }) => {
    const api = await fetch(`${base()}/api/v2/users/%ff`, { headers: { 'accept-language': 'it' } })
    assert.equal(api.status, 400)
    assert.match(api.headers.get('content-type') ?? '', /^application\/json/)
    assert.deepEqual(await api.json(), { error: { code: 'E_BAD_REQUEST', message: 'Impossibile elaborare la richiesta' } })

    const french = await fetch(`${base()}/api/v2/%ff%fe`)
    assert.equal(((await french.json()) as { error: { message: string } }).error.message, 'La requête n’a pas pu être traitée')

    const page = await fetch(`${base()}/app/%ff`, { headers: { cookie: 'sceau_locale=en' } })
    assert.equal(page.status, 400)
    assert.match(page.headers.get('content-type') ?? '', /^text\/html/)
    assert.include(await page.text(), '<html lang="en">')
  })

  test('a JSON body that is not UTF-8 is refused with 422, translated, and nothing is stored', async ({ assert }) => {
    const account = await signUp({ language: 'en' })
    const patch = (body: Uint8Array | string) =>
      fetch(`${base()}/api/v2/users/me`, {
        method: 'PATCH',
        headers: {
          'content-type': 'application/json',
          'accept-language': 'pt',
          'x-forwarded-for': account.browser.ip,
          cookie: account.browser.cookieHeader(),
          'x-xsrf-token': decodeURIComponent(account.browser.cookies.get('XSRF-TOKEN') ?? ''),
        },
        body,
      })
    const latin1 = Buffer.concat([Buffer.from('{"firstname":"Ad'), Buffer.from([0xe9, 0xff]), Buffer.from('le"}')])
    const refused = await patch(latin1)
    assert.equal(refused.status, 422)
    assert.deepEqual(await refused.json(), { error: { code: 'E_INVALID_ENCODING', message: 'O pedido não é texto UTF-8 válido' } })
    assert.equal((await account.browser.get('/users/me')).body.firstname, 'Ada', 'nothing stored')

    const utf8 = await patch(JSON.stringify({ firstname: 'Adèle' }))
    assert.equal(utf8.status, 200)
    assert.equal(((await utf8.json()) as { firstname: string }).firstname, 'Adèle')
    const escaped = await patch('{"firstname":"Ad\\ufffdle"}')
    assert.equal(escaped.status, 200, 'the character itself, escaped, is accepted')
  })
})
