// Blockchain anchor records (anchor.json) and their on-chain check over plain EVM JSON-RPC.
import { bytesEqual, fromHex, toHex } from './bytes.ts'
import { inclusionProofFromJson, merkleLeafHash, rootFromInclusionProof } from './merkle.ts'
import type { InclusionProofJson } from './merkle.ts'

/** What anchor.json holds: the Merkle path from the leaf to the root written on chain. */
export interface AnchorRecord {
  /** Raw leaf (hex): the file's SHA-256. Its Merkle leaf hash is SHA-256(0x00 || leaf). */
  leaf: string
  proof: InclusionProofJson
  /** Merkle root (hex, 32 bytes) carried in the transaction's calldata. */
  root: string
  chainId: number
  transactionHash: string
  blockNumber?: number
  /** The contract (or address) the transaction was sent to, when any. */
  contractAddress?: string
  network?: string
  anchoredAt?: string
}

export interface AnchorCheck {
  ok: boolean
  skipped?: boolean
  reason: string
}

const HEX32 = /^(0x)?[0-9a-fA-F]{64}$/

/** Shape check of an anchor.json value; returns the problems found. */
export function anchorRecordProblems(value: unknown): string[] {
  const problems: string[] = []
  const record = value as Partial<AnchorRecord> | null
  if (!record || typeof record !== 'object') return ['anchor.json is not an object']
  if (typeof record.leaf !== 'string' || !HEX32.test(record.leaf)) problems.push('leaf must be 32 bytes of hex')
  if (typeof record.root !== 'string' || !HEX32.test(record.root)) problems.push('root must be 32 bytes of hex')
  const proof = record.proof
  if (
    !proof ||
    !Number.isSafeInteger(proof.index) ||
    !Number.isSafeInteger(proof.treeSize) ||
    !Array.isArray(proof.path) ||
    !proof.path.every((p) => typeof p === 'string' && HEX32.test(p))
  ) {
    problems.push('proof must have index, treeSize and a path of 32-byte hex hashes')
  }
  if (!Number.isSafeInteger(record.chainId)) problems.push('chainId must be an integer')
  if (typeof record.transactionHash !== 'string' || !HEX32.test(record.transactionHash)) problems.push('transactionHash must be 32 bytes of hex')
  if (record.blockNumber !== undefined && !Number.isSafeInteger(record.blockNumber)) problems.push('blockNumber must be an integer')
  return problems
}

/** Recomputes the root from leaf + path and compares it with the recorded root. */
export function checkAnchorPath(record: AnchorRecord): AnchorCheck {
  const problems = anchorRecordProblems(record)
  if (problems.length) return { ok: false, reason: problems.join('; ') }
  const computed = rootFromInclusionProof(merkleLeafHash(fromHex(record.leaf)), inclusionProofFromJson(record.proof))
  if (!computed) return { ok: false, reason: 'Merkle path has the wrong length for its index and tree size' }
  return bytesEqual(computed, fromHex(record.root))
    ? { ok: true, reason: `leaf ${record.proof.index} of ${record.proof.treeSize} leads to root ${toHex(computed)}` }
    : { ok: false, reason: `Merkle path leads to ${toHex(computed)}, not the recorded root ${record.root}` }
}

async function rpc(url: string, method: string, params: unknown[], fetchImpl: typeof fetch): Promise<unknown> {
  const response = await fetchImpl(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  if (!response.ok) throw new Error(`${method}: HTTP ${response.status}`)
  const body = (await response.json()) as { result?: unknown; error?: { message?: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message ?? 'JSON-RPC error'}`)
  return body.result
}

const strip0x = (hex: string) => hex.replace(/^0x/i, '').toLowerCase()

/**
 * Asks an EVM node (eth_chainId, eth_getTransactionByHash) whether the recorded transaction is mined
 * on the recorded chain, in the recorded block, to the recorded address, with the root in its calldata.
 */
export async function checkAnchorOnChain(record: AnchorRecord, rpcUrl: string, fetchImpl: typeof fetch = globalThis.fetch): Promise<AnchorCheck> {
  try {
    const chainId = Number.parseInt(String(await rpc(rpcUrl, 'eth_chainId', [], fetchImpl)), 16)
    if (chainId !== record.chainId) return { ok: false, reason: `RPC serves chain ${chainId}, the anchor is on chain ${record.chainId}` }
    const tx = (await rpc(rpcUrl, 'eth_getTransactionByHash', [`0x${strip0x(record.transactionHash)}`], fetchImpl)) as {
      input?: string
      blockNumber?: string | null
      to?: string | null
    } | null
    if (!tx) return { ok: false, reason: `transaction ${record.transactionHash} not found on chain ${chainId}` }
    if (!tx.blockNumber) return { ok: false, reason: 'transaction is not mined yet' }
    const blockNumber = Number.parseInt(tx.blockNumber, 16)
    if (record.blockNumber !== undefined && blockNumber !== record.blockNumber) {
      return { ok: false, reason: `transaction is in block ${blockNumber}, the anchor says ${record.blockNumber}` }
    }
    if (record.contractAddress && strip0x(tx.to ?? '') !== strip0x(record.contractAddress)) {
      return { ok: false, reason: `transaction was sent to ${tx.to ?? 'nobody'}, the anchor says ${record.contractAddress}` }
    }
    const input = strip0x(tx.input ?? '')
    const root = strip0x(record.root)
    // Calldata is read in whole bytes: the root must start on a byte boundary.
    const at = findAligned(input, root)
    if (at < 0) return { ok: false, reason: 'the Merkle root is not in the transaction calldata' }
    return { ok: true, reason: `root found in calldata of ${record.transactionHash} (block ${blockNumber}, chain ${chainId})` }
  } catch (error) {
    return { ok: false, reason: `RPC check failed: ${error instanceof Error ? error.message : String(error)}` }
  }
}

function findAligned(haystack: string, needle: string): number {
  let at = haystack.indexOf(needle)
  while (at >= 0 && at % 2 !== 0) at = haystack.indexOf(needle, at + 1)
  return at
}
