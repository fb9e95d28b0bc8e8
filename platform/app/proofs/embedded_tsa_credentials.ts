import type { Database } from '@adonisjs/lucid/database'
import { generateTsaCredentials, type TsaCredentials, type TsaKeyAlgorithm } from '@sceau/proof'

const TABLE = 'proof_tsa_credentials'
const PURPOSE = 'sceau-embedded-tsa-key'

/** The slice of AdonisJS's encryption service used here (AES-256-GCM keyed by APP_KEY). */
export interface Encrypter {
  encrypt(payload: unknown, expiresIn?: string | number, purpose?: string): string
  decrypt<T>(value: string, purpose?: string): T | null
}

/**
 * The embedded TSA's CA and signing key live in the database, keys encrypted with APP_KEY: every
 * process (SQLite or PostgreSQL) reads the same row, it survives restarts, and the primary key
 * arbitrates two processes starting together (object storage has no create-if-absent to do that).
 */
export async function loadOrCreateTsaCredentials(
  db: Database,
  encrypter: Encrypter,
  options: { algorithm?: TsaKeyAlgorithm; name?: string } = {}
): Promise<TsaCredentials> {
  const name = options.name ?? 'embedded'
  let row = await db.from(TABLE).where('name', name).first()
  if (!row) {
    const fresh = await generateTsaCredentials({ algorithm: options.algorithm })
    // Whoever inserts first wins; the loser's fresh CA is thrown away and everyone reads the winner's row.
    await db
      .table(TABLE)
      .knexQuery.insert({
        name,
        algorithm: fresh.algorithm,
        root_certificate_pem: fresh.root.certificatePem,
        root_private_key: encrypter.encrypt(fresh.root.privateKeyPem, undefined, PURPOSE),
        tsa_certificate_pem: fresh.tsa.certificatePem,
        tsa_private_key: encrypter.encrypt(fresh.tsa.privateKeyPem, undefined, PURPOSE),
        created_at: new Date(),
      })
      .onConflict('name')
      .ignore()
    row = await db.from(TABLE).where('name', name).first()
  }
  const decrypt = (value: string) => {
    const pem = encrypter.decrypt<string>(value, PURPOSE)
    if (!pem) throw new Error('The embedded TSA key cannot be decrypted: APP_KEY differs from the one that created it')
    return pem
  }
  return {
    algorithm: row.algorithm,
    root: { certificatePem: row.root_certificate_pem, privateKeyPem: decrypt(row.root_private_key) },
    tsa: { certificatePem: row.tsa_certificate_pem, privateKeyPem: decrypt(row.tsa_private_key) },
  }
}
