import { createPublicClient, createWalletClient, http, keccak256, TransactionNotFoundError, TransactionReceiptNotFoundError, type Hex } from 'viem'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'

export interface EvmAnchorChainOptions {
  rpcUrl: string
  privateKey: string
  /** Refuse to send when the RPC serves another chain. */
  chainId?: number
  /** Where the transactions go; the sender's own address when unset. */
  to?: string
}

export interface SignedAnchorTransaction {
  chainId: number
  to: string
  nonce: number
  rawTx: Hex
  txHash: Hex
}

const hex = (value: string): Hex => (value.startsWith('0x') ? value : `0x${value}`) as Hex

/** The few JSON-RPC calls anchoring needs, through viem: sign locally, broadcast, read receipts. */
export class EvmAnchorChain {
  readonly account
  readonly to: Hex
  #public
  #wallet
  #chainId: number | null = null

  constructor(private options: EvmAnchorChainOptions) {
    this.account = privateKeyToAccount(hex(options.privateKey))
    this.to = hex(options.to ?? this.account.address).toLowerCase() as Hex
    const transport = http(options.rpcUrl, { retryCount: 0, timeout: 15_000 })
    this.#public = createPublicClient({ transport })
    this.#wallet = createWalletClient({ account: this.account, transport })
  }

  /** The configured chain id, else the one the RPC served once asked; null before. */
  get knownChainId(): number | null {
    return this.options.chainId ?? this.#chainId
  }

  async chainId() {
    if (this.#chainId === null) {
      const served = await this.#public.getChainId()
      if (this.options.chainId !== undefined && served !== this.options.chainId) {
        throw new Error(`ANCHOR_RPC_URL serves chain ${served}, ANCHOR_CHAIN_ID says ${this.options.chainId}: nothing is sent`)
      }
      this.#chainId = served
    }
    return this.#chainId
  }

  /** Builds and signs the transaction carrying the 32-byte root as calldata; nothing is sent yet. */
  async sign(rootHex: string): Promise<SignedAnchorTransaction> {
    const chainId = await this.chainId()
    const request = await this.#wallet.prepareTransactionRequest({
      account: this.account,
      to: this.to,
      data: hex(rootHex),
      value: 0n,
      chain: null,
      chainId,
    })
    const rawTx = await this.account.signTransaction({ ...request, chainId } as Parameters<PrivateKeyAccount['signTransaction']>[0])
    return { chainId, to: this.to, nonce: request.nonce, rawTx, txHash: keccak256(rawTx) }
  }

  async broadcast(rawTx: string) {
    return this.#public.sendRawTransaction({ serializedTransaction: hex(rawTx) })
  }

  async receipt(txHash: string) {
    try {
      return await this.#public.getTransactionReceipt({ hash: hex(txHash) })
    } catch (error) {
      if (error instanceof TransactionReceiptNotFoundError) return null
      throw error
    }
  }

  /** Whether the node knows the transaction at all (mined or waiting in its pool). */
  async known(txHash: string) {
    try {
      await this.#public.getTransaction({ hash: hex(txHash) })
      return true
    } catch (error) {
      if (error instanceof TransactionNotFoundError) return false
      throw error
    }
  }

  /** Transactions of the sender already mined: a nonce below it can never be used again. */
  minedNonce() {
    return this.#public.getTransactionCount({ address: this.account.address, blockTag: 'latest' })
  }

  blockNumber() {
    return this.#public.getBlockNumber({ cacheTime: 0 })
  }
}
