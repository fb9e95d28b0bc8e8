import { validateInput, vine } from '@sceau/plugin-sdk/server'

const K = 'consignment.errors.'

export const hashDecodeValidator = vine.create({ hash: vine.string().trim().minLength(1) })

/** docs/product.md §2 "Hash decode": the security hash pasted in the form ("Please enter your security hash"). */
export async function parseSecurityHash(body: unknown) {
  const { hash } = await validateInput(hashDecodeValidator, body, { messages: { hash: `${K}hashRequired` }, message: `${K}hashRequired` })
  return hash
}
