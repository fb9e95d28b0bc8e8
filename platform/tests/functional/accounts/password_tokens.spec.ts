import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { AccountTokens } from '#services/accounts/account_tokens'
import { Browser } from '@sceau/testing/browser'
import { mailQueueSettled } from '@sceau/testing/mail_catcher'
import { PASSWORD, grantPlan, signUp, type TestAccount } from '@sceau/testing/personas'

const NEW_PASSWORD = 'Battery-staple-42'

/** Every kind of credential an account can hold besides its session: a token login, a personal token, an organisation API key. */
async function credentials(account: TestAccount) {
  const login = await new Browser('en').request('POST', '/users/sessions', {
    json: { email: account.email, password: PASSWORD, token: true },
    csrf: false,
  })
  const personal = await account.browser.post('/users/me/tokens', { name: 'Extension' })
  await grantPlan(account.organisationId, 'premium')
  const key = await account.browser.post(`/organizations/${account.organisationId}/api-keys`, { name: 'CRM', permissions: { api: true }, scopes: ['read'] })
  if (login.status !== 200 || personal.status !== 201 || key.status !== 201) throw new Error('could not create the credentials')
  return { login: login.body.token.value as string, personal: personal.body.value as string }
}

const answers = async (token: string) => (await new Browser().get('/users/me', { authorization: `Bearer ${token}` })).status
const apiKeys = async (account: TestAccount) =>
  Number((await db.from('api_keys').where('organisation_id', Number(account.organisationId)).count('* as n'))[0].n)

test.group('Passwords and access tokens', (group) => {
  group.teardown(() => mailQueueSettled())

  test('a password reset revokes every access token of the account; organisation API keys stay', async ({ assert }) => {
    const account = await signUp({ language: 'en' })
    const tokens = await credentials(account)
    assert.equal(await answers(tokens.login), 200)
    assert.equal(await answers(tokens.personal), 200)

    const link = await AccountTokens.issue(Number(account.userId), 'reset_password', { minutes: 60 })
    const reset = await new Browser('en').put(`/users/password-resets/${link}`, { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD })
    assert.equal(reset.status, 204)

    assert.equal(await answers(tokens.login), 401, 'the token login is revoked')
    assert.equal(await answers(tokens.personal), 401, 'the personal token is revoked')
    assert.equal((await account.browser.get('/users/me')).status, 401, 'the session ended')
    assert.equal(await apiKeys(account), 1, 'the organisation API key is not touched')
  })

  test('a password change ends token logins but keeps personal tokens unless asked; API keys stay', async ({ assert }) => {
    const account = await signUp({ language: 'en' })
    const tokens = await credentials(account)
    const changed = await account.browser.put('/users/me/password', { currentPassword: PASSWORD, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD })
    assert.equal(changed.status, 204)
    assert.equal(await answers(tokens.login), 401, 'the token login ended like a session')
    assert.equal(await answers(tokens.personal), 200, 'the personal token lives on')
    assert.equal((await account.browser.get('/users/me')).status, 200, 'this session goes on')

    const again = await account.browser.put('/users/me/password', {
      currentPassword: NEW_PASSWORD,
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
      revokeAccessTokens: true,
    })
    assert.equal(again.status, 204)
    assert.equal(await answers(tokens.personal), 401, 'asked: the personal tokens are revoked too')
    assert.equal(await apiKeys(account), 1, 'the organisation API key is not touched')
  })

  test('a change made with an access token keeps that token', async ({ assert }) => {
    const account = await signUp({ language: 'en' })
    const tokens = await credentials(account)
    const cli = new Browser('en')
    const changed = await cli.request('PUT', '/users/me/password', {
      json: { currentPassword: PASSWORD, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD, revokeAccessTokens: true },
      headers: { authorization: `Bearer ${tokens.login}` },
      csrf: false,
    })
    assert.equal(changed.status, 204)
    assert.equal(await answers(tokens.login), 200, 'the token making the change goes on')
    assert.equal(await answers(tokens.personal), 401)
  })
})
