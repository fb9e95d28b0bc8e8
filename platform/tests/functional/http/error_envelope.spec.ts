import { test } from '@japa/runner'

test.group('API error envelope', () => {
  test('an unknown API route answers 404 in the envelope, in French by default', async ({ client, assert }) => {
    const response = await client.get('/api/v2/no-such-route')
    response.assertStatus(404)
    assert.deepEqual(response.body(), { error: { code: 'E_NOT_FOUND', message: 'Cette page est introuvable' } })
  })

  test('the message follows Accept-Language', async ({ client }) => {
    const response = await client.get('/api/v2/no-such-route').header('accept-language', 'en-GB,en;q=0.9')
    response.assertBodyContains({ error: { message: 'This page could not be found' } })
  })

  test('the language cookie wins over Accept-Language', async ({ client }) => {
    const response = await client.get('/api/v2/no-such-route').header('accept-language', 'en').header('cookie', 'sceau_locale=es')
    response.assertBodyContains({ error: { message: 'No se ha podido encontrar esta página' } })
  })

  test('an unsupported language falls back to French', async ({ client }) => {
    const response = await client.get('/api/v2/no-such-route').header('accept-language', 'de-DE')
    response.assertBodyContains({ error: { message: 'Cette page est introuvable' } })
  })

  test('a method the route does not have is a 404 too, translated', async ({ client }) => {
    const response = await client.delete('/api/v2/health').header('accept-language', 'it')
    response.assertStatus(404)
    response.assertBodyContains({ error: { code: 'E_NOT_FOUND', message: 'Impossibile trovare questa pagina' } })
  })
})
