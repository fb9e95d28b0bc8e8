// Builds the committed test vector (vectors/e2e-v1.json) from fixed inputs; vector.test.ts checks the library still produces it byte for byte.
import { commitment, commitmentList, commitmentListDigest, encryptFile, encryptManifest, fromHex, masterForSending, toHex } from '../src/index.ts'
import { passphraseKey } from '../src/keys.ts'
import { through } from './helpers.ts'

export const VECTOR_INPUTS = {
  key: '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f',
  passphrase: 'Sceau vecteur de test ✓',
  argon2id: { salt: 'a0a1a2a3a4a5a6a7a8a9aaabacadaeaf', memoryKiB: 256, iterations: 2, parallelism: 1 },
  file: {
    id: '00112233445566778899aabbccddeeff',
    path: 'dossier/lettre.txt',
    plaintext: 'Sceau end-to-end test vector: four chunks of 32 bytes, the last one short.',
    chunkSize: 32,
    noncePrefix: 'f0f1f2f3f4f5f6f7',
    salt: '202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f',
  },
  manifestNoncePrefix: 'e0e1e2e3e4e5e6e7',
}

async function hkdf(master: Uint8Array, prefix: string, info: string): Promise<string> {
  const base = await crypto.subtle.importKey('raw', new Uint8Array(master), 'HKDF', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(fromHex(prefix)), info: new TextEncoder().encode(info) },
    base,
    256
  )
  return toHex(new Uint8Array(bits))
}

async function mode(masterKey: Uint8Array, secret: Parameters<typeof masterForSending>[0]) {
  const { file, argon2id } = VECTOR_INPUTS
  const master = await masterForSending(secret, { argon2id, argon2Salt: fromHex(argon2id.salt) })
  const encrypted = encryptFile(master, { path: file.path, chunkSize: file.chunkSize, id: file.id, salt: file.salt, noncePrefix: fromHex(file.noncePrefix) })
  const ciphertext = await through(new TextEncoder().encode(file.plaintext), encrypted.stream, 7)
  const entry = await encrypted.entry
  const manifest = await encryptManifest(master, [entry], { noncePrefix: fromHex(VECTOR_INPUTS.manifestNoncePrefix) })
  return {
    masterKey: toHex(masterKey),
    fileStreamKey: await hkdf(masterKey, file.noncePrefix, 'sceau-e2e/1 file'),
    manifestStreamKey: await hkdf(masterKey, VECTOR_INPUTS.manifestNoncePrefix, 'sceau-e2e/1 manifest'),
    fileCiphertext: toHex(ciphertext),
    manifestPlaintext: JSON.stringify({ format: 'sceau-e2e/1', files: [entry] }),
    manifestCiphertext: toHex(manifest),
  }
}

export async function buildVector() {
  const { file, argon2id } = VECTOR_INPUTS
  const plaintext = new TextEncoder().encode(file.plaintext)
  const sha256 = toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', plaintext)))
  const passphraseMaster = await passphraseKey(VECTOR_INPUTS.passphrase, fromHex(argon2id.salt), argon2id)
  return {
    format: 'sceau-e2e/1',
    inputs: VECTOR_INPUTS,
    plaintextSha256: sha256,
    commitment: await commitment({ salt: file.salt, sha256 }),
    commitmentList: new TextDecoder().decode(commitmentList([{ id: file.id, commitment: await commitment({ salt: file.salt, sha256 }) }])),
    commitmentListSha256: toHex(await commitmentListDigest([{ id: file.id, commitment: await commitment({ salt: file.salt, sha256 }) }])),
    linkMode: await mode(fromHex(VECTOR_INPUTS.key), { key: fromHex(VECTOR_INPUTS.key) }),
    passphraseMode: await mode(passphraseMaster, { passphrase: VECTOR_INPUTS.passphrase }),
  }
}

if (process.argv[2] === '--write') {
  const { writeFile } = await import('node:fs/promises')
  await writeFile(new URL('vectors/e2e-v1.json', import.meta.url), `${JSON.stringify(await buildVector(), null, 2)}\n`)
}
