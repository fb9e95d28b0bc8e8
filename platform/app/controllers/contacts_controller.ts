import type { HttpContext } from '@adonisjs/core/http'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import { ApiError } from '@sceau/plugin-sdk/server'
import Contact from '#models/contact'
import { contactListValidator, contactValidator } from '#validators/organisation_validators'
import { isUniqueViolation } from '#services/engines/db_errors'
import { organisationCaller, requireAddressBook, type OrganisationCaller } from '#policies/organisation_policy'
import { isoOf } from '#models/date_time_column'

const contactExists = () => new ApiError(409, 'E_CONTACT_EXISTS', 'errors.contactExists', {}, { email: 'errors.contactExists' })

function presentContact(contact: Contact) {
  return {
    id: String(contact.id),
    firstname: contact.firstname,
    lastname: contact.lastname,
    email: contact.email,
    createdAt: isoOf(contact.createdAt),
    updatedAt: isoOf(contact.updatedAt),
  }
}

/** Every word of the search must appear in the first name, last name or e-mail (case-insensitive). */
function search(query: ModelQueryBuilderContract<typeof Contact>, text: string | undefined) {
  for (const word of (text ?? '').toLowerCase().split(/\s+/).filter(Boolean)) {
    const like = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    query.where((q) => {
      for (const column of ['firstname', 'lastname', 'email']) q.orWhereRaw(`lower(${column}) like ? escape '\\'`, [like])
    })
  }
  return query
}

/**
 * The address book of an organisation (/app/books): add, edit, delete, search, pages. Server
 * integrations reach it too, with an API key of the organisation holding the "api" flag.
 */
export default class ContactsController {
  /** GET /organizations/:id/contacts?search=&page=&perPage= */
  async index(ctx: HttpContext) {
    const access = requireAddressBook(await organisationCaller(ctx))
    const { search: text, page = 1, perPage = 20 } = await ctx.request.validateUsing(contactListValidator, { data: ctx.request.qs() })
    const query = Contact.query().where('organisation_id', access.organisation.id)
    const result = await search(query, text).orderBy('email').orderBy('id').paginate(page, perPage)
    return {
      data: result.all().map(presentContact),
      meta: { total: result.total, perPage: result.perPage, currentPage: result.currentPage, lastPage: result.lastPage },
    }
  }

  /** POST /organizations/:id/contacts {firstname?, lastname?, email}. */
  async store(ctx: HttpContext) {
    const access = requireAddressBook(await organisationCaller(ctx))
    const data = await ctx.request.validateUsing(contactValidator)
    if (await this.#byEmail(access, data.email)) throw contactExists()
    const contact = await Contact.create({
      organisationId: access.organisation.id,
      firstname: data.firstname ?? '',
      lastname: data.lastname ?? '',
      email: data.email,
      createdById: access.userId,
    }).catch((error) => {
      throw isUniqueViolation(error) ? contactExists() : error
    })
    return ctx.response.created(presentContact(contact))
  }

  /** PATCH /organizations/:id/contacts/:contactId {firstname?, lastname?, email}. */
  async update(ctx: HttpContext) {
    const access = requireAddressBook(await organisationCaller(ctx))
    const contact = await this.#contact(access, ctx.params.contactId)
    const data = await ctx.request.validateUsing(contactValidator)
    const other = await this.#byEmail(access, data.email)
    if (other && other.id !== contact.id) throw contactExists()
    contact.merge({ firstname: data.firstname ?? '', lastname: data.lastname ?? '', email: data.email })
    await contact.save()
    return presentContact(contact)
  }

  /** DELETE /organizations/:id/contacts/:contactId. */
  async destroy(ctx: HttpContext) {
    const access = requireAddressBook(await organisationCaller(ctx))
    await (await this.#contact(access, ctx.params.contactId)).delete()
    return ctx.response.noContent()
  }

  #byEmail(access: OrganisationCaller, email: string) {
    return Contact.query().where('organisation_id', access.organisation.id).where('email', email).first()
  }

  async #contact(access: OrganisationCaller, contactId: unknown) {
    const id = Number(contactId)
    const contact = Number.isSafeInteger(id) ? await Contact.query().where('id', id).where('organisation_id', access.organisation.id).first() : null
    if (!contact) throw ApiError.notFound()
    return contact
  }
}
