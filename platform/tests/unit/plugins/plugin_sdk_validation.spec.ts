import { test } from '@japa/runner'
import { ApiError, CatalogueMessages, matchInput, validateInput, validationFields, vine } from '@sceau/plugin-sdk/server'

const order = vine.withMetaData<{ maxItems: number }>().create({
  title: vine.string().trim().minLength(1).maxLength(10),
  note: vine.string().optional(),
  items: vine.array(vine.object({ name: vine.string().trim().minLength(1), qty: vine.number().min(1) })),
})
const messages = {
  title: 'demo.errors.titleRequired',
  'title.maxLength': 'demo.errors.titleTooLong',
  'items.*.name': 'demo.errors.nameRequired',
}

/** The ApiError a call throws (fails the test when it resolves). */
async function refusal(call: Promise<unknown>) {
  try {
    await call
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
  throw new Error('expected the input to be refused')
}

test.group('Plugin SDK: validateInput', () => {
  test('answers the typed value, transformed by the schema', async ({ assert }) => {
    const value = await validateInput(order, { title: ' Hi ', items: [{ name: 'a', qty: '2' }], extra: true }, { messages, meta: { maxItems: 3 } })
    assert.deepEqual(value, { title: 'Hi', items: [{ name: 'a', qty: 2 }] })
  })

  test('refuses with 422 E_VALIDATION and every field mapped to its catalogue key', async ({ assert }) => {
    const error = await refusal(
      validateInput(
        order,
        {
          title: 'x'.repeat(11),
          note: 5,
          items: [
            { name: ' ', qty: 1 },
            { name: 'b', qty: 0 },
          ],
        },
        { messages, meta: { maxItems: 3 } }
      )
    )
    assert.equal(error.status, 422)
    assert.equal(error.code, 'E_VALIDATION')
    assert.equal(error.messageKey, 'errors.validation')
    assert.deepEqual(error.fields, {
      // "<field>.<rule>" wins over "<field>"
      title: 'demo.errors.titleTooLong',
      // a rule the messages do not name: the generic key
      note: 'errors.validation',
      // array members by index, their messages by wildcard
      'items.0.name': 'demo.errors.nameRequired',
      'items.1.qty': 'errors.validation',
    })
  })

  test('the envelope message can follow the fields', async ({ assert }) => {
    const fixed = await refusal(validateInput(order, { items: [] }, { messages, message: 'demo.errors.form', meta: { maxItems: 1 } }))
    assert.equal(fixed.messageKey, 'demo.errors.form')
    assert.deepEqual(fixed.fields, { title: 'demo.errors.titleRequired' })
    const chosen = await refusal(
      validateInput(order, { title: '' }, { messages, message: (fields) => fields.title ?? 'errors.validation', meta: { maxItems: 1 } })
    )
    assert.equal(chosen.messageKey, 'demo.errors.titleRequired')
  })

  test('matchInput answers null instead of throwing (event payloads)', async ({ assert }) => {
    assert.isNull(await matchInput(order, { title: 'ok', items: 'no' }, { maxItems: 1 }))
    assert.isNull(await matchInput(order, null, { maxItems: 1 }))
    assert.deepEqual(await matchInput(order, { title: 'ok', items: [] }, { maxItems: 1 }), { title: 'ok', items: [] })
  })

  test('validationFields keeps the first message of each field, as the platform answers its own forms', ({ assert }) => {
    const fields = validationFields({
      messages: [
        { field: 'email', message: 'first' },
        { field: 'email', message: 'second' },
        { field: 'password', message: 'third' },
      ],
    })
    assert.deepEqual(fields, { email: 'first', password: 'third' })
  })

  test('CatalogueMessages looks up "<field>.<rule>", then "<field>", then the generic key', ({ assert }) => {
    const provider = new CatalogueMessages({ 'a.regex': 'k.regex', a: 'k.any' })
    const field = (wildCardPath: string) => ({ wildCardPath }) as Parameters<CatalogueMessages['getMessage']>[2]
    assert.equal(provider.getMessage('', 'regex', field('a')), 'k.regex')
    assert.equal(provider.getMessage('', 'minLength', field('a')), 'k.any')
    assert.equal(provider.getMessage('', 'regex', field('b')), 'errors.validation')
  })
})
