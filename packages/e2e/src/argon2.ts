// Argon2id from hash-wasm's build of that algorithm alone: hash-wasm's main entry is one module, and a web page that only needs its SHA-256 would carry Argon2id too (docs/performance.md).
import type { argon2id as Argon2id } from 'hash-wasm'
// @ts-expect-error -- hash-wasm ships no declarations for its per-algorithm builds; the function is the main entry's argon2id.
import build from 'hash-wasm/dist/argon2.umd.min.js'

export const argon2id = (build as { argon2id: typeof Argon2id }).argon2id
