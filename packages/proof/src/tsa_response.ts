// RFC 3161 TimeStampResp / TimeStampToken decoding into plain values (no verification here).
import * as asn1js from 'asn1js'
import * as pkijs from 'pkijs'
import { OID, bigintFromInteger, encodedBytes, generalNameToString, hashNameFromOid, oidToString, parseAsn1, rememberCertificateDer } from './asn1.ts'
import type { HashName } from './asn1.ts'
import { toHex } from './bytes.ts'

/** PKIStatus values of RFC 3161 §2.4.2. */
export const PKI_STATUS = {
  granted: 0,
  grantedWithMods: 1,
  rejection: 2,
  waiting: 3,
  revocationWarning: 4,
  revocationNotification: 5,
} as const

/** PKIFailureInfo bit numbers of RFC 3161 §2.4.2. */
export const PKI_FAILURE = {
  badAlg: 0,
  badRequest: 2,
  badDataFormat: 5,
  timeNotAvailable: 14,
  unacceptedPolicy: 15,
  unacceptedExtension: 16,
  addInfoNotAvailable: 17,
  systemFailure: 25,
} as const

export interface Accuracy {
  seconds: number
  millis: number
  micros: number
}

export interface TstInfoSummary {
  version: number
  policy: string
  hashAlgorithmOid: string
  hashAlgorithm?: HashName
  imprint: Uint8Array
  serial: bigint
  genTime: Date
  accuracy?: Accuracy
  ordering: boolean
  nonce?: bigint
  tsaName?: string
}

export interface ParsedTimeStampToken {
  /** The token's exact bytes (a CMS ContentInfo). */
  der: Uint8Array
  contentInfo: pkijs.ContentInfo
  signedData: pkijs.SignedData
  tstInfo: pkijs.TSTInfo
  /** The exact TSTInfo bytes the messageDigest covers. */
  tstInfoDer: Uint8Array
  summary: TstInfoSummary
}

export interface ParsedTimeStampResponse {
  status: number
  granted: boolean
  statusText: string[]
  failInfo: number[]
  token?: ParsedTimeStampToken
}

export class TimeStampParseError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'TimeStampParseError'
  }
}

function summarise(tstInfo: pkijs.TSTInfo, schema: asn1js.AsnType): TstInfoSummary {
  const hashAlgorithmOid = tstInfo.messageImprint.hashAlgorithm.algorithmId
  const hashAlgorithm = hashNameFromOid(hashAlgorithmOid)
  const accuracy = tstInfo.accuracy
  return {
    version: tstInfo.version,
    policy: oidToString((schema as asn1js.Sequence).valueBlock.value[1] as asn1js.ObjectIdentifier),
    hashAlgorithmOid,
    ...(hashAlgorithm ? { hashAlgorithm } : {}),
    imprint: new Uint8Array(tstInfo.messageImprint.hashedMessage.valueBlock.valueHexView),
    serial: bigintFromInteger(tstInfo.serialNumber),
    genTime: tstInfo.genTime,
    ...(accuracy ? { accuracy: { seconds: accuracy.seconds ?? 0, millis: accuracy.millis ?? 0, micros: accuracy.micros ?? 0 } } : {}),
    ordering: tstInfo.ordering ?? false,
    ...(tstInfo.nonce ? { nonce: bigintFromInteger(tstInfo.nonce) } : {}),
    ...(tstInfo.tsa ? { tsaName: generalNameToString(tstInfo.tsa) } : {}),
  }
}

function tokenFromSchema(schema: asn1js.AsnType): ParsedTimeStampToken {
  const der = encodedBytes(schema)
  const contentInfo = new pkijs.ContentInfo({ schema })
  if (contentInfo.contentType !== OID.signedData) throw new TimeStampParseError('Token is not CMS SignedData')
  const taken = takeCertificates(contentInfo.content as asn1js.Sequence)
  let signedData: pkijs.SignedData
  try {
    signedData = new pkijs.SignedData({ schema: contentInfo.content })
  } finally {
    taken?.restore()
  }
  if (signedData.encapContentInfo.eContentType !== OID.tstInfo) throw new TimeStampParseError('Token content is not a TSTInfo')
  const eContent = signedData.encapContentInfo.eContent
  if (!eContent) throw new TimeStampParseError('Token has no TSTInfo content')
  if (taken) signedData.certificates = taken.certificates
  else rememberCertificateBytes(contentInfo.content as asn1js.Sequence, signedData)
  const tstInfoDer = new Uint8Array(eContent.getValue())
  const tstInfoSchema = parseAsn1(tstInfoDer, 'TSTInfo')
  const tstInfo = new pkijs.TSTInfo({ schema: tstInfoSchema })
  // pkijs only names parts of the tree it reads; the policy is read from the same tree, not a second parse.
  return { der, contentInfo, signedData, tstInfo, tstInfoDer, summary: summarise(tstInfo, tstInfoSchema) }
}

/** Certificates already parsed, by their exact DER: a TSA's tokens carry the same one, and the same bytes always parse alike (certificates are only read, never changed). */
const parsedCertificates = new Map<string, pkijs.Certificate>()

/**
 * A token's certificates when they are all X.509 certificates (a universal SEQUENCE each, as pkijs's
 * CertificateSet reads them): each parsed once per process by its exact bytes, and taken out of the
 * SignedData's tree while pkijs reads it (restore() puts them back), so that pkijs does not parse them
 * again. Null (the tree untouched) otherwise.
 */
function takeCertificates(signedDataSchema: asn1js.Sequence): { certificates: pkijs.Certificate[]; restore(): void } | null {
  const values = signedDataSchema.valueBlock.value
  // Where CMS puts them (after version, digestAlgorithms, encapContentInfo), constructed: anything else is left to pkijs to refuse.
  const index = 3
  const set = values[index]
  if (!set || set.idBlock.tagClass !== 3 || set.idBlock.tagNumber !== 0 || !set.idBlock.isConstructed) return null
  const elements = (set as asn1js.Constructed).valueBlock.value ?? []
  if (!elements.length || !elements.every((element) => element.idBlock.tagClass === 1 && element.idBlock.tagNumber === 16 && element.idBlock.isConstructed))
    return null
  const certificates = elements.map((element) => {
    const der = encodedBytes(element).slice()
    const key = toHex(der)
    let certificate = parsedCertificates.get(key)
    if (!certificate) {
      certificate = rememberCertificateDer(new pkijs.Certificate({ schema: element }), der)
      if (parsedCertificates.size >= 64) parsedCertificates.delete(parsedCertificates.keys().next().value!)
      parsedCertificates.set(key, certificate)
    }
    return certificate
  })
  values.splice(index, 1)
  return { certificates, restore: () => values.splice(index, 0, set) }
}

/** The token's certificates keep the bytes they came in (the [0] SET of the SignedData), so verifying never encodes them again. */
function rememberCertificateBytes(signedDataSchema: asn1js.Sequence, signedData: pkijs.SignedData) {
  const set = signedDataSchema.valueBlock.value.find((block) => block.idBlock.tagClass === 3 && block.idBlock.tagNumber === 0) as asn1js.Constructed | undefined
  const elements = set?.valueBlock.value ?? []
  const certificates = signedData.certificates ?? []
  if (elements.length !== certificates.length) return
  certificates.forEach((certificate, i) => {
    if (certificate instanceof pkijs.Certificate && elements[i]!.idBlock.tagClass === 1) rememberCertificateDer(certificate, encodedBytes(elements[i]!).slice())
  })
}

function wrap<T>(what: string, run: () => T): T {
  try {
    return run()
  } catch (error) {
    if (error instanceof TimeStampParseError) throw error
    throw new TimeStampParseError(`${what}: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/** Decodes a TimeStampToken (CMS ContentInfo bytes). */
export function parseTimeStampToken(der: Uint8Array): ParsedTimeStampToken {
  return wrap('TimeStampToken', () => tokenFromSchema(parseAsn1(der, 'TimeStampToken')))
}

/** Decodes a TimeStampResp (what `openssl ts -reply` writes and a TSA answers over HTTP). */
export function parseTimeStampResponse(der: Uint8Array): ParsedTimeStampResponse {
  return wrap('TimeStampResp', () => {
    const root = parseAsn1(der, 'TimeStampResp')
    const response = new pkijs.TimeStampResp({ schema: root })
    const status = response.status.status
    const statusText = (response.status.statusStrings ?? []).map((s) => s.valueBlock.value)
    const failInfo: number[] = []
    const bits = response.status.failInfo
    if (bits) {
      const view = bits.valueBlock.valueHexView
      for (let i = 0; i < view.length * 8; i++) if (view[i >> 3]! & (0x80 >> (i & 7))) failInfo.push(i)
    }
    const granted = status === PKI_STATUS.granted || status === PKI_STATUS.grantedWithMods
    // Take the token from the outer SEQUENCE so its bytes are the received ones, not a re-encoding.
    const tokenSchema = (root as asn1js.Sequence).valueBlock.value[1]
    return {
      status,
      granted,
      statusText,
      failInfo,
      ...(tokenSchema ? { token: tokenFromSchema(tokenSchema) } : {}),
    }
  })
}

/** Accepts a TimeStampResp or a bare token and returns the token bytes. */
export function extractTimeStampToken(der: Uint8Array): Uint8Array {
  const root = wrap('Timestamp', () => parseAsn1(der, 'Timestamp'))
  const first = (root as asn1js.Sequence).valueBlock?.value?.[0]
  if (first instanceof asn1js.ObjectIdentifier) return der
  const response = parseTimeStampResponse(der)
  if (!response.token) throw new TimeStampParseError(`Response has no token (status ${response.status})`)
  return response.token.der
}
