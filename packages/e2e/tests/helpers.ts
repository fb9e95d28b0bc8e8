import { collect, streamOf } from '../src/index.ts'

/** Deterministic bytes (not random: a failure must replay identically). */
export function pattern(length: number, seed = 1): Uint8Array {
  const out = new Uint8Array(length)
  let x = seed
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) >>> 0
    out[i] = x >>> 24
  }
  return out
}

export async function through(bytes: Uint8Array, stream: TransformStream<Uint8Array, Uint8Array>, pieceSize?: number): Promise<Uint8Array> {
  return collect(streamOf(bytes, pieceSize).pipeThrough(stream))
}
