// RFC 3161 TimeStampReq: what Sceau sends to a TSA (its own or a qualified one) for a file's hash.
import * as asn1js from 'asn1js'
import * as pkijs from 'pkijs'
import { HASH_LENGTH, OID, bigintFromInteger, hashNameFromOid, hashOid, integerFromBigint, oidToString, parseAsn1, randomPositiveBigint } from './asn1.ts'
import type { HashName } from './asn1.ts'
import { toArrayBuffer } from './bytes.ts'

export interface TimeStampRequestOptions {
  /** Defaults to a random positive 64-bit value. */
  nonce?: bigint
  /** Ask the TSA to include its certificate (default true). */
  certReq?: boolean
  /** TSA policy OID the token must be issued under. */
  policy?: string
}

export interface TimeStampRequest {
  der: Uint8Array
  imprint: Uint8Array
  hashAlgorithm: HashName
  nonce?: bigint
  certReq: boolean
  policy?: string
}

/** Builds a DER TimeStampReq for a SHA-256 message imprint. */
export function createTimeStampRequest(imprint: Uint8Array, options: TimeStampRequestOptions = {}): TimeStampRequest {
  if (imprint.length !== 32) throw new RangeError('A SHA-256 imprint is 32 bytes')
  const nonce = options.nonce ?? randomPositiveBigint(8)
  const certReq = options.certReq ?? true
  const request = new pkijs.TimeStampReq({
    version: 1,
    messageImprint: new pkijs.MessageImprint({
      hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: OID.sha256, algorithmParams: new asn1js.Null() }),
      hashedMessage: new asn1js.OctetString({ valueHex: toArrayBuffer(imprint) }),
    }),
    nonce: integerFromBigint(nonce),
    // certReq DEFAULT FALSE: DER leaves a default value out.
    ...(certReq ? { certReq: true } : {}),
    ...(options.policy ? { reqPolicy: options.policy } : {}),
  })
  return {
    der: new Uint8Array(request.toSchema().toBER()),
    imprint: new Uint8Array(imprint),
    hashAlgorithm: 'SHA-256',
    nonce,
    certReq,
    ...(options.policy ? { policy: options.policy } : {}),
  }
}

export interface ParsedTimeStampRequest {
  version: number
  hashAlgorithmOid: string
  hashAlgorithm?: HashName
  imprint: Uint8Array
  nonce?: bigint
  certReq: boolean
  policy?: string
  hasExtensions: boolean
}

/** Decodes a TimeStampReq; throws on bytes that are not one. */
export function parseTimeStampRequest(der: Uint8Array): ParsedTimeStampRequest {
  const tree = parseAsn1(der, 'TimeStampReq')
  const request = new pkijs.TimeStampReq({ schema: tree })
  // reqPolicy is the only top-level OBJECT IDENTIFIER; decoded here so large arcs stay exact (from the same tree: pkijs only names its parts).
  const policyBlock = (tree as asn1js.Sequence).valueBlock.value.find((v) => v instanceof asn1js.ObjectIdentifier)
  const hashAlgorithmOid = request.messageImprint.hashAlgorithm.algorithmId
  const hashAlgorithm = hashNameFromOid(hashAlgorithmOid)
  const imprint = new Uint8Array(request.messageImprint.hashedMessage.valueBlock.valueHexView)
  return {
    version: request.version,
    hashAlgorithmOid,
    ...(hashAlgorithm ? { hashAlgorithm } : {}),
    imprint,
    ...(request.nonce ? { nonce: bigintFromInteger(request.nonce) } : {}),
    certReq: request.certReq ?? false,
    ...(policyBlock ? { policy: oidToString(policyBlock as asn1js.ObjectIdentifier) } : {}),
    hasExtensions: (request.extensions?.length ?? 0) > 0,
  }
}

/** What a request built by createTimeStampRequest says, as parseTimeStampRequest would read it from its DER (a signer in the same process need not parse it). */
export function requestFields(request: TimeStampRequest): ParsedTimeStampRequest {
  return {
    version: 1,
    hashAlgorithmOid: hashOid(request.hashAlgorithm),
    hashAlgorithm: request.hashAlgorithm,
    imprint: request.imprint,
    ...(request.nonce !== undefined ? { nonce: request.nonce } : {}),
    certReq: request.certReq,
    ...(request.policy ? { policy: request.policy } : {}),
    hasExtensions: false,
  }
}

/** True when the imprint has the length its hash algorithm implies. */
export function imprintLengthMatches(request: ParsedTimeStampRequest): boolean {
  return request.hashAlgorithm !== undefined && HASH_LENGTH[request.hashAlgorithm] === request.imprint.length
}
