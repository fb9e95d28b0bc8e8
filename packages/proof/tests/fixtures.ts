// Test helper: a real deposit proof (embedded TSA token, Merkle batch, anchor) and a local JSON-RPC node.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  archiveImprint,
  buildMerkleTree,
  createProofBundle,
  createTimeStampRequest,
  createTsaSigner,
  generateTsaCredentials,
  inclusionProofToJson,
  sha256,
  toHex,
} from '../src/index.ts'
import type { AnchorRecord, BundleInput, TsaCredentials } from '../src/index.ts'

export interface DepositFixture {
  file: Uint8Array
  fileName: string
  fileSha256: string
  credentials: TsaCredentials
  chainPem: string
  response: Uint8Array
  renewal: Uint8Array
  anchor: AnchorRecord
  input: BundleInput
}

export async function makeDeposit(options: { fileName?: string; withRenewal?: boolean } = {}): Promise<DepositFixture> {
  const file = new TextEncoder().encode(`Sceau deposit ${Math.random()}\n`.repeat(1000))
  const fileName = options.fileName ?? "plan d'affaires.txt"
  const digest = await sha256(file)
  const credentials = await generateTsaCredentials()
  const signer = await createTsaSigner({ certificatePem: credentials.tsa.certificatePem, privateKeyPem: credentials.tsa.privateKeyPem })
  const { response } = await signer.sign(createTimeStampRequest(digest).der)
  const renewal = (await signer.sign(createTimeStampRequest(archiveImprint(response)).der)).response
  // The deposit is leaf 5 of a batch of 11 (not a power of two, on purpose).
  const leaves = Array.from({ length: 11 }, (_, i) => (i === 5 ? digest : new Uint8Array(32).fill(i + 1)))
  const tree = buildMerkleTree(leaves)
  const anchor: AnchorRecord = {
    leaf: toHex(digest),
    proof: inclusionProofToJson(tree.proof(5)),
    root: toHex(tree.root),
    chainId: 31337,
    network: 'local test chain',
    transactionHash: `0x${'ab'.repeat(32)}`,
    blockNumber: 42,
    contractAddress: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
    anchoredAt: new Date().toISOString(),
  }
  const chainPem = credentials.tsa.certificatePem + credentials.root.certificatePem
  const input: BundleInput = {
    file: { name: fileName, size: file.length, sha256: toHex(digest), mimeType: 'text/plain' },
    deposit: { id: 'dep_01JD3Q8Z5Y', number: 'D-2026-000042', depositedAt: new Date(), expiresAt: new Date(Date.now() + 3 * 365 * 86400_000) },
    timestamp: { response, chainPem, qualified: false, ...(options.withRenewal ? { renewals: [renewal] } : {}) },
    anchor,
    certificatePdf: new TextEncoder().encode('%PDF-1.7\n% stand-in certificate for tests\n%%EOF\n'),
  }
  return { file, fileName, fileSha256: toHex(digest), credentials, chainPem, response, renewal, anchor, input }
}

export function bundleOf(fixture: DepositFixture, patch: Partial<BundleInput> = {}): Uint8Array {
  return createProofBundle({ ...fixture.input, ...patch })
}

export interface RpcNode {
  url: string
  /** Calldata the node reports for the anchor transaction (hex without 0x). */
  calldata: string
  chainId: number
  blockNumber: number | null
  close(): Promise<void>
}

/** A minimal EVM JSON-RPC node on loopback answering eth_chainId and eth_getTransactionByHash. */
export async function startRpcNode(anchor: AnchorRecord): Promise<RpcNode> {
  const node: RpcNode = {
    url: '',
    // selector of an `anchor(bytes32)` call followed by the root, as a contract call would carry it
    calldata: `a0b1c2d3${anchor.root}`,
    chainId: anchor.chainId,
    blockNumber: anchor.blockNumber ?? 1,
    close: async () => {},
  }
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      const call = JSON.parse(body) as { id: number; method: string; params: string[] }
      let result: unknown = null
      if (call.method === 'eth_chainId') result = `0x${node.chainId.toString(16)}`
      else if (call.method === 'eth_getTransactionByHash' && call.params[0]?.toLowerCase() === anchor.transactionHash.toLowerCase()) {
        result = {
          hash: anchor.transactionHash,
          blockNumber: node.blockNumber === null ? null : `0x${node.blockNumber.toString(16)}`,
          to: anchor.contractAddress,
          input: `0x${node.calldata}`,
        }
      }
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, result }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  node.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  node.close = () => new Promise<void>((resolve) => server.close(() => resolve()))
  return node
}
