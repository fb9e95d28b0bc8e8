/* What an instance says about itself to every visitor (GET /api/v2/instance): how it timestamps, who publishes and hosts it. */

/** A legal-notice party; a field the operator left unset is null. */
export interface LegalParty {
  name: string | null
  address: string | null
  phone: string | null
}

export interface InstanceProfile {
  /** The product's version (APP_VERSION). */
  version: string
  /** False on the embedded TSA (its tokens are "not qualified"); the operator's statement about TSA_URL otherwise. */
  qualifiedTimestamps: boolean
  /** True when deposits are anchored on a blockchain (ANCHOR_RPC_URL set); false: no page claims a blockchain record. */
  anchoring: boolean
  /** The legal notice's identities from the operator's settings (README "Legal notice"); null fields were not set. */
  legalNotice: {
    publisher: LegalParty & { legalNumber: string | null; vatNumber: string | null; email: string | null }
    director: string | null
    host: LegalParty
    /** True when the publisher's name and address, the publication director and the host's name and address are all set. */
    complete: boolean
  }
}
