// RFC 6962 / RFC 9162 Merkle trees: domain-separated hashes so a leaf can never pass for a node.
import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js'
import { bytesEqual, fromHex, toHex } from './bytes.ts'

export interface InclusionProof {
  /** Zero-based position of the leaf. */
  index: number
  treeSize: number
  /** Sibling hashes from the leaf level up to the root (RFC 6962 PATH). */
  path: Uint8Array[]
}

export interface InclusionProofJson {
  index: number
  treeSize: number
  path: string[]
}

export interface MerkleTree {
  readonly size: number
  readonly root: Uint8Array
  readonly leafHashes: readonly Uint8Array[]
  proof(index: number): InclusionProof
  /** Every leaf's proof, in leaf order. */
  proofs(): InclusionProof[]
}

const nodeInput = new Uint8Array(65)

/** SHA-256(0x00 || leaf). */
export function merkleLeafHash(leaf: Uint8Array): Uint8Array {
  const input = new Uint8Array(leaf.length + 1)
  input.set(leaf, 1)
  return nobleSha256(input)
}

/** SHA-256(0x01 || left || right). */
export function merkleNodeHash(left: Uint8Array, right: Uint8Array): Uint8Array {
  if (left.length !== 32 || right.length !== 32) throw new RangeError('Merkle node children must be 32 bytes')
  nodeInput[0] = 1
  nodeInput.set(left, 1)
  nodeInput.set(right, 33)
  return nobleSha256(nodeInput)
}

/** Root of an empty tree per RFC 6962: the hash of the empty string. */
export const EMPTY_MERKLE_ROOT: Uint8Array = nobleSha256(new Uint8Array(0))

/**
 * Levels bottom-up; an odd last node is carried up unchanged, which yields exactly the RFC 6962
 * split at the largest power of two below n.
 */
function buildLevels(leafHashes: Uint8Array[]): Uint8Array[][] {
  const levels: Uint8Array[][] = [leafHashes]
  let level = leafHashes
  while (level.length > 1) {
    const next: Uint8Array[] = new Array(Math.ceil(level.length / 2))
    for (let i = 0; i < level.length; i += 2) {
      next[i >> 1] = i + 1 < level.length ? merkleNodeHash(level[i]!, level[i + 1]!) : level[i]!
    }
    levels.push(next)
    level = next
  }
  return levels
}

export function buildMerkleTreeFromLeafHashes(leafHashes: readonly Uint8Array[]): MerkleTree {
  const levels = buildLevels([...leafHashes])
  const size = leafHashes.length
  const root = size === 0 ? EMPTY_MERKLE_ROOT : levels[levels.length - 1]![0]!
  const proof = (index: number): InclusionProof => {
    if (!Number.isInteger(index) || index < 0 || index >= size) throw new RangeError(`Leaf index ${index} out of range`)
    const path: Uint8Array[] = []
    let position = index
    for (let depth = 0; depth < levels.length - 1; depth++) {
      const level = levels[depth]!
      const sibling = position ^ 1
      if (sibling < level.length) path.push(level[sibling]!)
      position >>= 1
    }
    return { index, treeSize: size, path }
  }
  return {
    size,
    root,
    leafHashes: levels[0]!,
    proof,
    proofs: () => Array.from({ length: size }, (_, i) => proof(i)),
  }
}

/** Tree over raw leaves (each is hashed with the 0x00 prefix). */
export function buildMerkleTree(leaves: readonly Uint8Array[]): MerkleTree {
  return buildMerkleTreeFromLeafHashes(leaves.map(merkleLeafHash))
}

export function merkleRoot(leaves: readonly Uint8Array[]): Uint8Array {
  return buildMerkleTree(leaves).root
}

/** RFC 9162 §2.1.3.2: the root a proof leads to, or null when the proof's shape is impossible. */
export function rootFromInclusionProof(leafHash: Uint8Array, proof: InclusionProof): Uint8Array | null {
  const { index, treeSize, path } = proof
  if (!Number.isSafeInteger(index) || !Number.isSafeInteger(treeSize) || index < 0 || index >= treeSize) return null
  let fn = index
  let sn = treeSize - 1
  let r = leafHash
  for (const p of path) {
    if (p.length !== 32 || r.length !== 32) return null
    if (sn === 0) return null
    if (fn % 2 === 1 || fn === sn) {
      r = merkleNodeHash(p, r)
      if (fn % 2 === 0) {
        while (fn % 2 === 0 && fn !== 0) {
          fn = Math.floor(fn / 2)
          sn = Math.floor(sn / 2)
        }
      }
    } else {
      r = merkleNodeHash(r, p)
    }
    fn = Math.floor(fn / 2)
    sn = Math.floor(sn / 2)
  }
  return sn === 0 ? r : null
}

/** For each path element, whether the sibling sits on the left or the right (the order to hash in). */
export function inclusionPathSides(index: number, treeSize: number, pathLength: number): Array<'left' | 'right'> {
  const sides: Array<'left' | 'right'> = []
  let fn = index
  let sn = treeSize - 1
  for (let i = 0; i < pathLength; i++) {
    if (fn % 2 === 1 || fn === sn) {
      sides.push('left')
      if (fn % 2 === 0) {
        while (fn % 2 === 0 && fn !== 0) {
          fn = Math.floor(fn / 2)
          sn = Math.floor(sn / 2)
        }
      }
    } else sides.push('right')
    fn = Math.floor(fn / 2)
    sn = Math.floor(sn / 2)
  }
  return sides
}

/** True when `leaf` (raw, not yet hashed) sits at proof.index in the tree whose root is `root`. */
export function verifyInclusion(leaf: Uint8Array, proof: InclusionProof, root: Uint8Array): boolean {
  const computed = rootFromInclusionProof(merkleLeafHash(leaf), proof)
  return computed !== null && bytesEqual(computed, root)
}

export function inclusionProofToJson(proof: InclusionProof): InclusionProofJson {
  return { index: proof.index, treeSize: proof.treeSize, path: proof.path.map(toHex) }
}

export function inclusionProofFromJson(json: InclusionProofJson): InclusionProof {
  return { index: json.index, treeSize: json.treeSize, path: json.path.map(fromHex) }
}
