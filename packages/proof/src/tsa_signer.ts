// Sceau's embedded RFC 3161 TSA: answers a TimeStampReq with a signed TimeStampResp ("not qualified").
import * as asn1js from 'asn1js'
import * as pkijs from 'pkijs'
import { OID, digest, integerFromBigint, randomPositiveBigint } from './asn1.ts'
import { compareBytes, toArrayBuffer } from './bytes.ts'
import { signingCertificateV2Attribute } from './ess.ts'
import { certificatesFromPem, importSigningKey } from './tsa_ca.ts'
import { imprintLengthMatches, parseTimeStampRequest } from './tsa_request.ts'
import type { ParsedTimeStampRequest } from './tsa_request.ts'
import { PKI_FAILURE, PKI_STATUS, parseTimeStampResponse } from './tsa_response.ts'
import type { Accuracy, TstInfoSummary } from './tsa_response.ts'

/** Default policy OID of the not-qualified TSA: a UUID OID (X.667 arc 2.25), free to allocate, no registry needed. */
export const SCEAU_TSA_POLICY = '2.25.287781559580433102093525315904845928023'

export interface TsaSignerConfig {
  /** TSA certificate (first PEM block) followed by any intermediates to ship in tokens. */
  certificatePem: string
  privateKeyPem: string
  policy?: string
  accuracy?: Partial<Accuracy>
  /** Also put the intermediates (not only the TSA certificate) in tokens when certReq is set. */
  includeChain?: boolean
}

export interface SignOptions {
  /** Defaults to now, truncated to the second (DER GeneralizedTime without fraction). */
  genTime?: Date
  /** Defaults to a random positive 128-bit serial (unique without shared state across nodes). */
  serial?: bigint
}

export interface SignResult {
  granted: boolean
  /** DER TimeStampResp, what `openssl ts -reply` would write. */
  response: Uint8Array
  /** The token (CMS ContentInfo) when granted. */
  token?: Uint8Array
  tstInfo?: TstInfoSummary
  failure?: string
}

export interface TsaSigner {
  readonly policy: string
  readonly certificate: pkijs.Certificate
  sign(requestDer: Uint8Array, options?: SignOptions): Promise<SignResult>
  /** The same for a request already read (requestFields of one built in this process): checked alike, not parsed again. */
  signRequest(request: ParsedTimeStampRequest, options?: SignOptions): Promise<SignResult>
}

const ACCEPTED_HASHES = new Set(['SHA-256', 'SHA-384', 'SHA-512'])

function rejection(failureBit: number, text: string): SignResult {
  const bits = new Uint8Array(Math.floor(failureBit / 8) + 1)
  bits[failureBit >> 3] = 0x80 >> (failureBit & 7)
  const status = new pkijs.PKIStatusInfo({
    status: PKI_STATUS.rejection,
    statusStrings: [new asn1js.Utf8String({ value: text })],
    failInfo: new asn1js.BitString({ valueHex: toArrayBuffer(bits), unusedBits: 7 - (failureBit % 8) }),
  })
  const response = new pkijs.TimeStampResp({ status })
  return { granted: false, response: new Uint8Array(response.toSchema().toBER()), failure: text }
}

function checkRequest(request: ParsedTimeStampRequest, policy: string): SignResult | undefined {
  if (request.version !== 1) return rejection(PKI_FAILURE.badDataFormat, 'unsupported request version')
  if (!request.hashAlgorithm || !ACCEPTED_HASHES.has(request.hashAlgorithm)) return rejection(PKI_FAILURE.badAlg, 'unsupported hash algorithm')
  if (!imprintLengthMatches(request)) return rejection(PKI_FAILURE.badDataFormat, 'imprint length does not match its algorithm')
  if (request.policy && request.policy !== policy) return rejection(PKI_FAILURE.unacceptedPolicy, 'requested policy not supported')
  if (request.hasExtensions) return rejection(PKI_FAILURE.unacceptedExtension, 'request extensions not supported')
  return undefined
}

function attribute(type: string, value: asn1js.AsnType): pkijs.Attribute {
  return new pkijs.Attribute({ type, values: [value] })
}

/** Builds a signer from PEM material (as stored by the platform). */
export async function createTsaSigner(config: TsaSignerConfig): Promise<TsaSigner> {
  const [certificate, ...chain] = certificatesFromPem(config.certificatePem)
  if (!certificate) throw new Error('TSA certificate PEM is empty')
  const privateKey = await importSigningKey(config.privateKeyPem, certificate)
  const policy = config.policy ?? SCEAU_TSA_POLICY
  const accuracy = { seconds: 1, ...config.accuracy }
  const essAttribute = await signingCertificateV2Attribute(certificate)
  const essAttributeDer = new Uint8Array(essAttribute.toSchema().toBER())
  const tsaName = new pkijs.GeneralName({ type: 4, value: certificate.subject })

  async function sign(requestDer: Uint8Array, options: SignOptions = {}): Promise<SignResult> {
    let request: ParsedTimeStampRequest
    try {
      request = parseTimeStampRequest(requestDer)
    } catch {
      return rejection(PKI_FAILURE.badDataFormat, 'malformed request')
    }
    return signRequest(request, options)
  }

  async function signRequest(request: ParsedTimeStampRequest, options: SignOptions = {}): Promise<SignResult> {
    const refused = checkRequest(request, policy)
    if (refused) return refused

    const genTime = new Date(Math.floor((options.genTime ?? new Date()).getTime() / 1000) * 1000)
    const tstInfo = new pkijs.TSTInfo({
      version: 1,
      policy,
      messageImprint: new pkijs.MessageImprint({
        hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: request.hashAlgorithmOid, algorithmParams: new asn1js.Null() }),
        hashedMessage: new asn1js.OctetString({ valueHex: toArrayBuffer(request.imprint) }),
      }),
      serialNumber: integerFromBigint(options.serial ?? randomPositiveBigint(16)),
      genTime,
      accuracy: new pkijs.Accuracy({
        ...(accuracy.seconds ? { seconds: accuracy.seconds } : {}),
        ...(accuracy.millis ? { millis: accuracy.millis } : {}),
        ...(accuracy.micros ? { micros: accuracy.micros } : {}),
      }),
      ...(request.nonce !== undefined ? { nonce: integerFromBigint(request.nonce) } : {}),
      tsa: tsaName,
    })
    const tstInfoDer = new Uint8Array(tstInfo.toSchema().toBER())

    // pkijs does not compute messageDigest when signed attributes are given: do it here.
    const attributes = [
      attribute(OID.contentType, new asn1js.ObjectIdentifier({ value: OID.tstInfo })),
      attribute(OID.signingTime, new asn1js.UTCTime({ valueDate: genTime })),
      attribute(OID.messageDigest, new asn1js.OctetString({ valueHex: toArrayBuffer(await digest('SHA-256', tstInfoDer)) })),
      essAttribute,
    ]
    // DER SET OF order: verifiers such as OpenSSL re-encode the attributes before checking the signature. Each encoded once (the ESS one once per signer).
    const encodings = new Map(attributes.map((a) => [a, a === essAttribute ? essAttributeDer : new Uint8Array(a.toSchema().toBER())]))
    attributes.sort((a, b) => compareBytes(encodings.get(a)!, encodings.get(b)!))

    const encapContentInfo = new pkijs.EncapsulatedContentInfo({ eContentType: OID.tstInfo })
    // Set after construction: the constructor would turn it into a constructed (BER, not DER) OCTET STRING.
    encapContentInfo.eContent = new asn1js.OctetString({ valueHex: toArrayBuffer(tstInfoDer) })
    const signedData = new pkijs.SignedData({
      version: 3,
      encapContentInfo,
      signerInfos: [
        new pkijs.SignerInfo({
          version: 1,
          sid: new pkijs.IssuerAndSerialNumber({ issuer: certificate!.issuer, serialNumber: certificate!.serialNumber }),
          signedAttrs: new pkijs.SignedAndUnsignedAttributes({ type: 0, attributes }),
        }),
      ],
      ...(request.certReq ? { certificates: config.includeChain ? [certificate!, ...chain] : [certificate!] } : {}),
    })
    await signedData.sign(privateKey, 0, 'SHA-256')
    const token = new pkijs.ContentInfo({ contentType: OID.signedData, content: signedData.toSchema(true) })
    const response = new pkijs.TimeStampResp({
      status: new pkijs.PKIStatusInfo({ status: PKI_STATUS.granted }),
      timeStampToken: token,
    })
    const responseDer = new Uint8Array(response.toSchema().toBER())
    // Parsed on first read: the platform keeps only the response, which it verifies (parsing it), so no second parse per head.
    let parsed: ReturnType<typeof parseTimeStampResponse> | undefined
    const read = () => (parsed ??= parseTimeStampResponse(responseDer))
    return {
      granted: true,
      response: responseDer,
      get token() {
        return read().token!.der
      },
      get tstInfo() {
        return read().token!.summary
      },
    }
  }

  return { policy, certificate, sign, signRequest }
}
