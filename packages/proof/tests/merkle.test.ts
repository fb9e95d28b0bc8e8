import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  EMPTY_MERKLE_ROOT,
  buildMerkleTree,
  inclusionPathSides,
  inclusionProofFromJson,
  inclusionProofToJson,
  merkleLeafHash,
  merkleRoot,
  rootFromInclusionProof,
  toHex,
  verifyInclusion,
} from '../src/index.ts'

// Reference straight from RFC 6962 §2.1 (recursive MTH and PATH), with node:crypto as the hash.
const H = (...parts: Uint8Array[]) => new Uint8Array(createHash('sha256').update(Buffer.concat(parts)).digest())
const k = (n: number) => 2 ** Math.floor(Math.log2(n - 1))
function mth(d: Uint8Array[]): Uint8Array {
  if (d.length === 0) return H()
  if (d.length === 1) return H(new Uint8Array([0]), d[0]!)
  const split = k(d.length)
  return H(new Uint8Array([1]), mth(d.slice(0, split)), mth(d.slice(split)))
}
function path(m: number, d: Uint8Array[]): Uint8Array[] {
  if (d.length <= 1) return []
  const split = k(d.length)
  return m < split ? [...path(m, d.slice(0, split)), mth(d.slice(split))] : [...path(m - split, d.slice(split)), mth(d.slice(0, split))]
}

const leaves = (n: number) => Array.from({ length: n }, (_, i) => new TextEncoder().encode(`leaf ${i}`))

describe('Merkle tree (RFC 6962)', () => {
  it('uses domain-separated leaf and node hashes', () => {
    const leaf = new TextEncoder().encode('a')
    expect(toHex(merkleLeafHash(leaf))).toBe(toHex(H(new Uint8Array([0]), leaf)))
    expect(toHex(merkleRoot([]))).toBe(toHex(EMPTY_MERKLE_ROOT))
    expect(toHex(EMPTY_MERKLE_ROOT)).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855')
  })

  it('matches the RFC definitions for every size up to 70, power of two or not', () => {
    for (let n = 1; n <= 70; n++) {
      const d = leaves(n)
      const tree = buildMerkleTree(d)
      expect(toHex(tree.root), `root n=${n}`).toBe(toHex(mth(d)))
      for (let m = 0; m < n; m++) {
        const proof = tree.proof(m)
        expect(proof.path.map(toHex), `path n=${n} m=${m}`).toEqual(path(m, d).map(toHex))
        expect(verifyInclusion(d[m]!, proof, tree.root)).toBe(true)
        expect(inclusionPathSides(m, n, proof.path.length)).toHaveLength(proof.path.length)
      }
    }
  })

  it('rejects a wrong leaf, index, tree size, path or root', () => {
    const d = leaves(13)
    const tree = buildMerkleTree(d)
    const proof = tree.proof(6)
    expect(verifyInclusion(d[5]!, proof, tree.root)).toBe(false)
    expect(verifyInclusion(d[6]!, { ...proof, index: 7 }, tree.root)).toBe(false)
    expect(verifyInclusion(d[6]!, { ...proof, treeSize: 7 }, tree.root)).toBe(false)
    expect(verifyInclusion(d[6]!, { ...proof, index: 13 }, tree.root)).toBe(false)
    expect(verifyInclusion(d[6]!, { ...proof, path: proof.path.slice(1) }, tree.root)).toBe(false)
    expect(verifyInclusion(d[6]!, { ...proof, path: [...proof.path, proof.path[0]!] }, tree.root)).toBe(false)
    const flipped = proof.path.map((p) => new Uint8Array(p))
    flipped[1]![0]! ^= 1
    expect(verifyInclusion(d[6]!, { ...proof, path: flipped }, tree.root)).toBe(false)
    const otherRoot = new Uint8Array(tree.root)
    otherRoot[31]! ^= 1
    expect(verifyInclusion(d[6]!, proof, otherRoot)).toBe(false)
    expect(rootFromInclusionProof(merkleLeafHash(d[6]!), { ...proof, index: -1 })).toBeNull()
  })

  it('round-trips proofs through JSON', () => {
    const d = leaves(9)
    const tree = buildMerkleTree(d)
    const json = JSON.parse(JSON.stringify(inclusionProofToJson(tree.proof(8))))
    expect(verifyInclusion(d[8]!, inclusionProofFromJson(json), tree.root)).toBe(true)
  })

  it('builds 10,000 leaves and every proof, all of which verify', () => {
    const d = leaves(10_000)
    const started = performance.now()
    const tree = buildMerkleTree(d)
    const proofs = tree.proofs()
    const elapsed = performance.now() - started
    expect(proofs).toHaveLength(10_000)
    expect(proofs.every((p, i) => verifyInclusion(d[i]!, p, tree.root))).toBe(true)
    console.log(`merkle 10k leaves + proofs: ${elapsed.toFixed(1)} ms`)
  })
})
