/*
 * Regrouping bytes into pieces of one size, for the page's writes (saveSinks.ts inPieces) and for the hashing
 * worker that hands those pieces back (plaintextHashMessages.ts).
 */

/** Copies chunks into pieces of `size` bytes, each handed on once full; `rest` gives the last, shorter one. */
export function pieceFiller(size: number) {
  let piece = new Uint8Array(size)
  let filled = 0
  return {
    /** Nothing is held: a whole piece may go on without being copied. */
    get empty() {
      return filled === 0
    },
    add(chunk: Uint8Array, onFull: (piece: Uint8Array<ArrayBuffer>) => void) {
      let offset = 0
      while (offset < chunk.length) {
        const count = Math.min(size - filled, chunk.length - offset)
        piece.set(chunk.subarray(offset, offset + count), filled)
        filled += count
        offset += count
        if (filled === size) {
          onFull(piece)
          piece = new Uint8Array(size)
          filled = 0
        }
      }
    },
    /** The bytes held, as a piece of their own, or null when none are. */
    rest(): Uint8Array<ArrayBuffer> | null {
      return filled > 0 ? piece.slice(0, filled) : null
    },
  }
}
