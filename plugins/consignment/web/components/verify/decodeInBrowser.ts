import { api } from '@sceau/api-client'
import type { DecodedView } from '../../../shared/types.js'
import { decodedView } from '../../../shared/decodedView.js'

/** GET /consignment/keys: the instance's Ed25519 public keys, by key id. */
interface PublishedKeys {
  keys: { keyId: string; publicKeyPem: string }[]
}

export interface DecodedInBrowser extends DecodedView {
  /** 'local': the signature was checked by this browser; 'server': this browser has no Ed25519, the server checked it. */
  checkedBy: 'local' | 'server'
}

/**
 * docs/product.md §2 "Hash decode" in the visitor's browser: the security hash's Ed25519 signature is checked
 * against the published keys with @sceau/proof (loaded on demand); throws when it does not hold.
 */
export async function decodeInBrowser(hash: string): Promise<DecodedInBrowser> {
  const [{ keys }, proof] = await Promise.all([api.get<PublishedKeys>('/consignment/keys'), import('@sceau/proof')])
  let keyring: Map<string, CryptoKey>
  try {
    keyring = new Map(await Promise.all(keys.map(async (k) => [k.keyId, await proof.importSecurityHashPublicKey(k.publicKeyPem)] as const)))
  } catch {
    // A browser whose WebCrypto has no Ed25519 cannot check: the server does, and the page says so.
    return { ...(await api.post<DecodedView>('/consignment/decode', { hash })), checkedBy: 'server' }
  }
  const decoded = await proof.decodeSecurityHash(hash, keyring)
  return { ...decodedView(decoded), checkedBy: 'local' }
}
