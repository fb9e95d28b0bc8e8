import { test } from '@japa/runner'

const base = () => `http://${process.env.HOST}:${process.env.PORT}`

test.group('Malformed requests get the usual answers', () => {
  test('a path that does not decode (%ff): the JSON envelope under /api/, translated; the error page elsewhere', async ({ assert }) => {
    const api = await fetch(`${base()}/api/v2/users/%ff`, { headers: { 'accept-language': 'it' } })
    assert.equal(api.status, 400)
    assert.match(api.headers.get('content-type') ?? '', /^application\/json/)
    assert.deepEqual(await api.json(), { error: { code: 'E_BAD_REQUEST', message: 'Impossibile elaborare la richiesta' } })

    const french = await fetch(`${base()}/api/v2/%ff%fe`)
    assert.equal(((await french.json()) as any).error.message, "La requête n'a pas pu être traitée")

    const page = await fetch(`${base()}/app/%ff`, { headers: { cookie: 'sceau_locale=en' } })
    assert.equal(page.status, 400)
    assert.match(page.headers.get('content-type') ?? '', /^text\/html/)
    assert.include(await page.text(), '<html lang="en">')
  })
})
