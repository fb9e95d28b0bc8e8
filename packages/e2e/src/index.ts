export { E2eError, type E2eErrorCode } from './errors.ts'
export { toHex, fromHex, toBase64Url, fromBase64Url } from '@sceau/proof/bytes'
export {
  ARGON2ID_LIMITS,
  ARGON2_SALT_LENGTH,
  NONCE_PREFIX_LENGTH,
  DEFAULT_ARGON2ID,
  DEFAULT_CHUNK_SIZE,
  KDF_ARGON2ID,
  KDF_NONE,
  KIND_FILE,
  KIND_MANIFEST,
  encryptedSize,
  type Argon2idParams,
  type KdfBlock,
  type StreamHeader,
} from './header.ts'
export {
  KEY_LENGTH,
  generateKey,
  keyFromFragment,
  keyToFragment,
  masterForReceiving,
  masterForSending,
  masterFromKey,
  passphraseKey,
  type E2eMaster,
  type E2eSecret,
} from './keys.ts'
export {
  IN_FLIGHT,
  sha256Hasher,
  encryptStream,
  decryptStream,
  collect,
  streamOf,
  type CipherStream,
  type DecryptOptions,
  type PassingHasher,
  type PlaintextDigest,
  type StreamHasher,
} from './stream.ts'
export {
  FORMAT,
  MAX_MANIFEST_BYTES,
  checkManifest,
  COMMITMENT_LIST_FIRST_LINE,
  commitment,
  commitmentList,
  commitmentListDigest,
  commitmentsOf,
  newFileId,
  newSalt,
  decryptManifest,
  encryptManifest,
  isSafePath,
  readManifestHeader,
  type CommitmentItem,
  type Manifest,
  type ManifestEntry,
} from './manifest.ts'
export { encryptFile, decryptFile, type EncryptFileOptions } from './files.ts'
export { chunkSealer, type ChunkSealer } from './random_access.ts'
export { SealedFile, type HashProgress, type SealedFileProgress } from './sealed_file.ts'
