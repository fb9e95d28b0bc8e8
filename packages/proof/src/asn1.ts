// ASN.1 helpers over asn1js/pkijs: OIDs, integers as bigint, names as text, exact DER slices.
import * as asn1js from 'asn1js'
import * as pkijs from 'pkijs'
import { fromPem, toArrayBuffer } from './bytes.ts'

export const OID = {
  sha1: '1.3.14.3.2.26',
  sha256: '2.16.840.1.101.3.4.2.1',
  sha384: '2.16.840.1.101.3.4.2.2',
  sha512: '2.16.840.1.101.3.4.2.3',
  rsaEncryption: '1.2.840.113549.1.1.1',
  ecPublicKey: '1.2.840.10045.2.1',
  p256: '1.2.840.10045.3.1.7',
  p384: '1.3.132.0.34',
  signedData: '1.2.840.113549.1.7.2',
  tstInfo: '1.2.840.113549.1.9.16.1.4',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  signingCertificate: '1.2.840.113549.1.9.16.2.12',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  extKeyUsage: '2.5.29.37',
  keyUsage: '2.5.29.15',
  basicConstraints: '2.5.29.19',
  subjectKeyIdentifier: '2.5.29.14',
  authorityKeyIdentifier: '2.5.29.35',
  timeStamping: '1.3.6.1.5.5.7.3.8',
  commonName: '2.5.4.3',
  organization: '2.5.4.10',
  organizationalUnit: '2.5.4.11',
  country: '2.5.4.6',
} as const

const HASH_BY_OID: Record<string, HashName> = {
  [OID.sha1]: 'SHA-1',
  [OID.sha256]: 'SHA-256',
  [OID.sha384]: 'SHA-384',
  [OID.sha512]: 'SHA-512',
}

export type HashName = 'SHA-1' | 'SHA-256' | 'SHA-384' | 'SHA-512'

export const HASH_LENGTH: Record<HashName, number> = { 'SHA-1': 20, 'SHA-256': 32, 'SHA-384': 48, 'SHA-512': 64 }

export function hashNameFromOid(oid: string): HashName | undefined {
  return HASH_BY_OID[oid]
}

export function isHashName(name: string): name is HashName {
  return name in HASH_LENGTH
}

export function hashOid(name: HashName): string {
  const found = Object.entries(HASH_BY_OID).find(([, value]) => value === name)
  return found![0]
}

export async function digest(name: HashName, data: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await globalThis.crypto.subtle.digest(name, toArrayBuffer(data)))
}

/** Parses exactly one DER/BER element and rejects trailing bytes. */
export function parseAsn1(der: Uint8Array, what: string): asn1js.AsnType {
  const parsed = asn1js.fromBER(toArrayBuffer(der))
  if (parsed.offset === -1) throw new Error(`${what}: not valid ASN.1 (${parsed.result.error})`)
  if (parsed.offset !== der.length) throw new Error(`${what}: ${der.length - parsed.offset} trailing bytes`)
  return parsed.result
}

/** The exact bytes an element was decoded from (so hashes cover the original encoding). */
export function encodedBytes(block: asn1js.AsnType): Uint8Array {
  return new Uint8Array((block as asn1js.BaseBlock).valueBeforeDecodeView)
}

/** Dotted OID text from a decoded OBJECT IDENTIFIER, exact for arcs of any size (asn1js prints big arcs as hex). */
export function oidToString(block: asn1js.ObjectIdentifier): string {
  const tlv = encodedBytes(block)
  const content = tlv.subarray(block.idBlock.blockLength + block.lenBlock.blockLength)
  const arcs: bigint[] = []
  let value = 0n
  for (const byte of content) {
    value = (value << 7n) | BigInt(byte & 0x7f)
    if ((byte & 0x80) === 0) {
      arcs.push(value)
      value = 0n
    }
  }
  if (arcs.length === 0) return block.valueBlock.toString()
  const first = arcs[0]!
  const head = first < 40n ? [0n, first] : first < 80n ? [1n, first - 40n] : [2n, first - 80n]
  return [...head, ...arcs.slice(1)].join('.')
}

/** Minimal positive INTEGER from a non-negative bigint. */
export function integerFromBigint(value: bigint): asn1js.Integer {
  if (value < 0n) throw new RangeError('Only non-negative integers are used here')
  return asn1js.Integer.fromBigInt(value)
}

export function bigintFromInteger(value: asn1js.Integer): bigint {
  return value.toBigInt()
}

export function randomPositiveBigint(bytes: number): bigint {
  const random = globalThis.crypto.getRandomValues(new Uint8Array(bytes))
  random[0] = (random[0]! & 0x7f) | 0x01 // positive, and never shorter than asked
  let out = 0n
  for (const byte of random) out = (out << 8n) | BigInt(byte)
  return out
}

const SHORT_NAMES: Record<string, string> = {
  [OID.commonName]: 'CN',
  [OID.organization]: 'O',
  [OID.organizationalUnit]: 'OU',
  [OID.country]: 'C',
  '2.5.4.7': 'L',
  '2.5.4.8': 'ST',
  '2.5.4.5': 'serialNumber',
  '2.5.4.97': 'organizationIdentifier',
  '1.2.840.113549.1.9.1': 'emailAddress',
}

/** "CN=..., O=..., C=FR" in the order the name is encoded. */
export function nameToString(name: pkijs.RelativeDistinguishedNames): string {
  return name.typesAndValues
    .map((tv) => {
      const key = SHORT_NAMES[tv.type] ?? tv.type
      const value = (tv.value.valueBlock as { value?: unknown }).value
      return `${key}=${typeof value === 'string' ? value : '#'}`
    })
    .join(', ')
}

export function generalNameToString(name: pkijs.GeneralName): string {
  if (name.type === 4) return nameToString(name.value as pkijs.RelativeDistinguishedNames)
  if (typeof name.value === 'string') return name.value
  return `[GeneralName type ${name.type}]`
}

/** A Name with one attribute per RDN (pkijs alone would put them all in one multi-valued RDN). */
export function buildName(parts: {
  commonName: string
  organization?: string
  organizationalUnit?: string
  country?: string
}): pkijs.RelativeDistinguishedNames {
  const rdns: asn1js.Set[] = []
  const add = (type: string, value: asn1js.AsnType) =>
    rdns.push(new asn1js.Set({ value: [new asn1js.Sequence({ value: [new asn1js.ObjectIdentifier({ value: type }), value as asn1js.BaseBlock] })] }))
  if (parts.country) add(OID.country, new asn1js.PrintableString({ value: parts.country }))
  if (parts.organization) add(OID.organization, new asn1js.Utf8String({ value: parts.organization }))
  if (parts.organizationalUnit) add(OID.organizationalUnit, new asn1js.Utf8String({ value: parts.organizationalUnit }))
  add(OID.commonName, new asn1js.Utf8String({ value: parts.commonName }))
  const der = new Uint8Array(new asn1js.Sequence({ value: rdns }).toBER())
  // Parsed back so pkijs keeps (and re-emits) this exact encoding.
  return new pkijs.RelativeDistinguishedNames({ schema: parseAsn1(der, 'Name') })
}

/** The bytes a parsed certificate was read from: its DER without encoding it again (a token's verification needs it three times). */
const parsedDer = new WeakMap<pkijs.Certificate, Uint8Array>()

/** Records the exact bytes `certificate` was parsed from (a DER certificate: what encoding it again gives). */
export function rememberCertificateDer(certificate: pkijs.Certificate, der: Uint8Array) {
  parsedDer.set(certificate, der)
  return certificate
}

export function certificateDer(certificate: pkijs.Certificate): Uint8Array {
  return parsedDer.get(certificate) ?? new Uint8Array(certificate.toSchema().toBER())
}

export function parseCertificate(der: Uint8Array): pkijs.Certificate {
  return rememberCertificateDer(new pkijs.Certificate({ schema: parseAsn1(der, 'Certificate') }), der)
}

/** Every CERTIFICATE block of a PEM bundle, in order. */
export function certificatesFromPem(pem: string): pkijs.Certificate[] {
  return [...pem.matchAll(/-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g)].map((match) => parseCertificate(fromPem(match[0], 'CERTIFICATE')))
}
