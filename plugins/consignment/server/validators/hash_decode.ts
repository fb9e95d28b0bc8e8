import { validateInput, vine } from '@sceau/plugin-sdk/server'

const K = 'consignment.errors.'

const hashDecode = vine.create({ hash: vine.string().trim().minLength(1) })

/** SPEC §2 "Hash decode": the security hash pasted in the form ("Please enter your security hash"). */
export async function parseSecurityHash(body: unknown) {
  const { hash } = await validateInput(hashDecode, body, { messages: { hash: `${K}hashRequired` }, message: `${K}hashRequired` })
  return hash
}
