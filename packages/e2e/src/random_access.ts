// Any chunk of a file stream sealed on its own (docs/e2e-format.md §3, §8): a resumed upload seals only the chunks from its offset on.
import { E2eError } from './errors.ts'
import { DEFAULT_CHUNK_SIZE, encodeHeader, encryptedSize, KIND_FILE, TAG_LENGTH, type StreamHeader } from './header.ts'
import { streamKey, type E2eMaster, type WebCryptoKey } from './keys.ts'
import { seal } from './stream.ts'

export interface ChunkSealer {
  header: StreamHeader
  /** Plaintext bytes of the file. */
  size: number
  /** How many chunks the stream has (at least one: an empty file is one empty last chunk). */
  chunks: number
  /** Ciphertext bytes of the whole stream, header included. */
  length: number
  /** Ciphertext offset where chunk `index` begins (chunk 0 begins after the header). */
  offsetOf(index: number): number
  /** The chunk whose bytes hold ciphertext offset `offset` (the header's bytes count as chunk 0's). */
  chunkAt(offset: number): number
  /** Plaintext [start, end) of chunk `index`. */
  plainRange(index: number): [number, number]
  /** Chunk `index` sealed from its plaintext: the same bytes an encryptStream of the whole file gives at offsetOf(index). */
  seal(index: number, plain: Uint8Array): Promise<Uint8Array>
}

/** The file stream of `size` plaintext bytes under `master` and `noncePrefix`, chunk by chunk in any order. */
export async function chunkSealer(master: E2eMaster, options: { size: number; noncePrefix: Uint8Array; chunkSize?: number }): Promise<ChunkSealer> {
  const chunkSize = options.chunkSize ?? DEFAULT_CHUNK_SIZE
  const header = encodeHeader(KIND_FILE, chunkSize, options.noncePrefix)
  const key: WebCryptoKey = await streamKey(master, KIND_FILE, header.noncePrefix)
  const { size } = options
  const chunks = Math.max(1, Math.ceil(size / chunkSize))
  const sealedSize = chunkSize + TAG_LENGTH
  const length = encryptedSize(size, chunkSize, header.bytes.length)
  const check = (index: number) => {
    if (!Number.isInteger(index) || index < 0 || index >= chunks) throw new E2eError('format', `chunk ${index} outside 0..${chunks - 1}`)
  }
  const plainRange = (index: number): [number, number] => {
    check(index)
    return [index * chunkSize, Math.min(size, (index + 1) * chunkSize)]
  }
  return {
    header,
    size,
    chunks,
    length,
    offsetOf: (index) => {
      check(index)
      return header.bytes.length + index * sealedSize
    },
    chunkAt: (offset) => Math.min(chunks - 1, Math.max(0, Math.floor((offset - header.bytes.length) / sealedSize))),
    plainRange,
    seal: async (index, plain) => {
      const [start, end] = plainRange(index)
      if (plain.length !== end - start) throw new E2eError('format', `chunk ${index} needs ${end - start} plaintext bytes, not ${plain.length}`)
      return seal(key, header, index, index === chunks - 1, plain)
    },
  }
}
