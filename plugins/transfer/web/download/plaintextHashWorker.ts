/*
 * Web Worker: the SHA-256 of a file's plaintext as the download page decrypts it (plaintextHasher.ts), so
 * hashing runs beside the decryption and the writes instead of on the page's thread. Messages in order:
 * { bytes } (answered { taken }) then { digest: true } (answered { sha256 }), or { error }.
 */
import { sha256Hasher } from '@sceau/e2e'
import { answerHashMessages } from './plaintextHashMessages.js'

answerHashMessages(globalThis as unknown as Parameters<typeof answerHashMessages>[0], sha256Hasher())
