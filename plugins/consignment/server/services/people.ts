import type { CoAuthorInput, ThirdPartyOwner } from '../../shared/index.js'
import type { DepositRow } from './deposit_repository.js'

export const fullName = (person: { firstname?: string | null; lastname?: string | null }) =>
  [person.firstname, person.lastname].filter(Boolean).join(' ').trim()

/** The owner as the certificate names them: the legal name, and the person acting for it. */
export function ownerName(owner: ThirdPartyOwner) {
  const person = fullName(owner)
  return person ? `${owner.legalName} (${person})` : owner.legalName
}

/** An API key's deposits name the organisation and the key: "Acme SAS (deploy action)". */
export function keyDepositorName(organisationName: string, keyName: string | null | undefined) {
  return keyName ? `${organisationName} (${keyName})` : organisationName
}

/** Authors of docs/product.md §2's certificate: the author, then the co-authors. */
export function authorsOf(deposit: Pick<DepositRow, 'authorName'>, coAuthors: CoAuthorInput[]) {
  return [deposit.authorName, ...coAuthors.map((c) => fullName(c))]
}
