import encryption from '@adonisjs/core/services/encryption'
import db from '@adonisjs/lucid/services/db'
import {
  generateSecurityHashKey,
  importSecurityHashPublicKey,
  importSecurityHashSigningKey,
  type SecurityHashSigningKey,
  type WebCryptoKey,
} from '@sceau/proof'
import { signingKeyTable } from './consignment_tables.js'
import { base62Token } from '@sceau/plugin-sdk/server'

const TABLE = 'consignment_signing_keys'
const PURPOSE = 'sceau-security-hash-key'

export interface PublishedKey {
  keyId: string
  algorithm: 'Ed25519'
  publicKeyPem: string
  createdAt: string | null
}

/**
 * The platform's Ed25519 key for security hashes, generated once and kept in the database with its
 * private half encrypted by APP_KEY (like the embedded TSA's): every process reads the same row, the
 * "current" slot's unique index arbitrates two processes creating it together.
 */
export class SigningKeys {
  #signing: Promise<SecurityHashSigningKey> | null = null
  #public = new Map<string, Promise<WebCryptoKey | undefined>>()

  signingKey(): Promise<SecurityHashSigningKey> {
    this.#signing ??= this.#loadOrCreate().catch((error) => {
      this.#signing = null
      throw error
    })
    return this.#signing
  }

  async #loadOrCreate(): Promise<SecurityHashSigningKey> {
    let row = await db.from(TABLE).where('slot', 'current').first()
    if (!row) {
      const fresh = await generateSecurityHashKey(`k${base62Token(10)}`)
      await db
        .table(TABLE)
        .knexQuery.insert(
          signingKeyTable.write({
            keyId: fresh.keyId,
            slot: 'current',
            publicKeyPem: fresh.publicKeyPem,
            privateKey: encryption.encrypt(fresh.privateKeyPem, undefined, PURPOSE),
            createdAt: new Date(),
          })
        )
        .onConflict('slot')
        .ignore()
      row = await db.from(TABLE).where('slot', 'current').first()
    }
    const pem = encryption.decrypt<string>(row.private_key, PURPOSE)
    if (!pem) throw new Error('The security hash key cannot be decrypted: APP_KEY differs from the one that created it')
    return importSecurityHashSigningKey(row.key_id, pem)
  }

  /** Public keys by id, for decoding (a lookup the @sceau/proof keyring accepts). */
  publicKey = (keyId: string): Promise<WebCryptoKey | undefined> => {
    let found = this.#public.get(keyId)
    if (!found) {
      found = db
        .from(TABLE)
        .where('key_id', keyId)
        .first()
        .then((row) => (row ? importSecurityHashPublicKey(row.public_key_pem) : undefined))
      this.#public.set(keyId, found)
      // An unknown id is not remembered: a key created later by another process must be found.
      void found.then((key) => key ?? this.#public.delete(keyId))
    }
    return found
  }

  /** The SPKI PEM of a key (shipped in proof folders so they check the security hash offline). */
  async publicKeyPem(keyId: string): Promise<string | null> {
    const row = await db.from(TABLE).where('key_id', keyId).first()
    return row?.public_key_pem ?? null
  }

  /** Every key, for the public endpoint: anyone can check a security hash without us. */
  async published(): Promise<PublishedKey[]> {
    await this.signingKey()
    const rows = await db.from(TABLE).orderBy('created_at', 'asc')
    return rows.map((row) => {
      const key = signingKeyTable.read(row)
      return { keyId: key.keyId, algorithm: 'Ed25519' as const, publicKeyPem: key.publicKeyPem, createdAt: key.createdAt.toISOString() }
    })
  }
}

export const signingKeys = new SigningKeys()
