/*
 * Web Worker: the SHA-256 of a file's plaintext as the download page decrypts it (plaintextHasher.ts), so
 * hashing and regrouping the chunks into the page's write pieces run beside the decryption instead of on the
 * page's thread. Messages in order: { chunks } (answered by { piece }s) then { finish: true } (answered by the
 * last { piece } and { sha256 }), or { error }.
 */
import { sha256Hasher } from '@sceau/e2e'
import { answerHashMessages } from './plaintextHashMessages.js'
import { WRITE_SIZE } from './saveSinks.js'

answerHashMessages(globalThis as unknown as Parameters<typeof answerHashMessages>[0], sha256Hasher(), WRITE_SIZE)
