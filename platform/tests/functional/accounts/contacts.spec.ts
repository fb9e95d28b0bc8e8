import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { ContactsService } from '@sceau/plugin-sdk/server'
import { grantPlan, signUp, uniqueEmail } from '@sceau/testing/personas'
import { mailQueueSettled } from '@sceau/testing/mail_catcher'

async function premiumBook(language = 'en') {
  const account = await signUp({ language })
  await grantPlan(account.organisationId, 'premium')
  return { ...account, book: `/organizations/${account.organisationId}/contacts` }
}

const count = async (organisationId: string) => Number((await db.from('contacts').where('organisation_id', Number(organisationId)).count('* as n'))[0].n)

test.group('Address book', (group) => {
  group.teardown(() => mailQueueSettled())
  test('the free plan has no address book (docs/product.md §1): the notice code, and nothing is stored', async ({ assert }) => {
    const account = await signUp({ language: 'en' })
    const book = `/organizations/${account.organisationId}/contacts`
    for (const answer of [await account.browser.get(book), await account.browser.post(book, { email: uniqueEmail('c') })]) {
      assert.equal(answer.status, 403)
      assert.equal(answer.body.error.code, 'E_NOT_ALLOWED_BY_SUBSCRIPTION')
    }
    assert.equal(await count(account.organisationId), 0)
  })

  test('add, edit, delete; one contact per e-mail whatever the case', async ({ assert }) => {
    const account = await premiumBook()
    const email = uniqueEmail('contact')
    const added = await account.browser.post(account.book, { firstname: 'Marie', lastname: 'Curie', email: email.toUpperCase() })
    assert.equal(added.status, 201)
    assert.deepInclude(added.body, { firstname: 'Marie', lastname: 'Curie', email })

    const duplicate = await account.browser.post(account.book, { email: ` ${email.toUpperCase()} ` })
    assert.equal(duplicate.status, 409)
    assert.deepEqual(duplicate.body.error, {
      code: 'E_CONTACT_EXISTS',
      message: 'This Email Address Already Exists in Your Contacts',
      fields: { email: 'This Email Address Already Exists in Your Contacts' },
    })
    assert.equal(await count(account.organisationId), 1)

    const other = await account.browser.post(account.book, { email: uniqueEmail('other') })
    const clash = await account.browser.patch(`${account.book}/${other.body.id}`, { email })
    assert.equal(clash.body.error.code, 'E_CONTACT_EXISTS')
    const edited = await account.browser.patch(`${account.book}/${added.body.id}`, { firstname: 'Maria', lastname: 'Skłodowska', email })
    assert.equal(edited.status, 200)
    assert.equal(edited.body.firstname, 'Maria')

    const bad = await account.browser.patch(`${account.book}/${added.body.id}`, { firstname: 'X', email: 'not-an-address' })
    assert.equal(bad.status, 422)
    assert.equal(bad.body.error.fields.email, 'Please enter a valid email address')
    const missing = await account.browser.post(account.book, { firstname: 'Y' })
    assert.equal(missing.body.error.fields.email, 'Please enter an email address')
    assert.equal((await db.from('contacts').where('id', Number(added.body.id)).first()).firstname, 'Maria')

    assert.equal((await account.browser.delete(`${account.book}/${added.body.id}`)).status, 204)
    assert.equal((await account.browser.delete(`${account.book}/${added.body.id}`)).status, 404)
    assert.equal(await count(account.organisationId), 1)
    assert.equal((await account.browser.post(account.book, { email })).status, 201, 'the address is free again')
  })

  test('search (every word, any of the names or the address) and pages computed by the server', async ({ assert }) => {
    const account = await premiumBook()
    const people = [
      ['Ada', 'Lovelace'],
      ['Grace', 'Hopper'],
      ['Alan', 'Turing'],
      ['Adele', 'Goldberg'],
      ['Ada', 'Yonath'],
    ]
    for (const [firstname, lastname] of people) {
      await account.browser.post(account.book, { firstname, lastname, email: uniqueEmail(lastname.toLowerCase()) })
    }
    const page1 = await account.browser.get(`${account.book}?perPage=2&page=1`)
    assert.deepEqual(page1.body.meta, { total: 5, perPage: 2, currentPage: 1, lastPage: 3 })
    assert.lengthOf(page1.body.data, 2)
    const page3 = await account.browser.get(`${account.book}?perPage=2&page=3`)
    assert.lengthOf(page3.body.data, 1)
    const all = new Set(
      [...page1.body.data, ...(await account.browser.get(`${account.book}?perPage=2&page=2`)).body.data, ...page3.body.data].map((c: { id: string }) => c.id)
    )
    assert.equal(all.size, 5, 'pages do not overlap')

    const ada = await account.browser.get(`${account.book}?search=ada`)
    assert.sameMembers(
      ada.body.data.map((c: { lastname: string }) => c.lastname),
      ['Lovelace', 'Yonath']
    )
    const both = await account.browser.get(`${account.book}?search=${encodeURIComponent('ADA love')}`)
    assert.deepEqual(
      both.body.data.map((c: { lastname: string }) => c.lastname),
      ['Lovelace']
    )
    const byAddress = await account.browser.get(`${account.book}?search=hopper-`)
    assert.deepEqual(
      byAddress.body.data.map((c: { firstname: string }) => c.firstname),
      ['Grace']
    )
    const wildcard = await account.browser.get(`${account.book}?search=%25`)
    assert.lengthOf(wildcard.body.data, 0, 'a % is searched for, not a wildcard')
    const badPage = await account.browser.get(`${account.book}?perPage=1000`)
    assert.equal(badPage.status, 422)
  })

  test('contacts of one organisation are invisible to another', async ({ assert }) => {
    const owner = await premiumBook()
    const stranger = await premiumBook()
    const contact = await owner.browser.post(owner.book, { email: uniqueEmail('secret') })
    assert.equal((await stranger.browser.get(owner.book)).status, 404)
    assert.equal((await stranger.browser.patch(`${owner.book}/${contact.body.id}`, { email: uniqueEmail('x') })).status, 404)
    assert.equal((await stranger.browser.delete(`${stranger.book}/${contact.body.id}`)).status, 404, "through one's own book neither")
    assert.equal(await count(owner.organisationId), 1)
  })

  test('ContactsService.autoAdd adds new recipients when the user chose it and the plan has the book', async ({ assert }) => {
    const account = await premiumBook()
    const contacts = await app.container.make(ContactsService)
    const known = uniqueEmail('known')
    await account.browser.post(account.book, { email: known })
    const fresh = uniqueEmail('fresh')
    const added = await contacts.autoAdd(Number(account.organisationId), Number(account.userId), [known, fresh.toUpperCase(), fresh, 'not an address'])
    assert.equal(added, 1)
    assert.equal(await count(account.organisationId), 2)

    await account.browser.patch('/users/me', { autoAddContacts: false })
    assert.equal(await contacts.autoAdd(Number(account.organisationId), Number(account.userId), [uniqueEmail('later')]), 0)

    const free = await signUp()
    assert.equal(await contacts.autoAdd(Number(free.organisationId), Number(free.userId), [uniqueEmail('x')]), 0)
    assert.equal(await contacts.autoAdd(Number(account.organisationId), Number(free.userId), [uniqueEmail('x')]), 0, 'not a member')
  })
})
