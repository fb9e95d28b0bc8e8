/** anchor.json of a proof bundle as the platform writes it (@sceau/proof's AnchorRecord, every field set). */
export interface ChainAnchor {
  /** The raw leaf (hex): the file's SHA-256. Its Merkle leaf hash is SHA-256(0x00 || leaf). */
  leaf: string
  proof: { index: number; treeSize: number; path: string[] }
  /** Merkle root (hex) carried in the transaction's calldata. */
  root: string
  chainId: number
  transactionHash: string
  blockNumber: number
  /** The address the transaction was sent to. */
  contractAddress: string
  anchoredAt: string
}
