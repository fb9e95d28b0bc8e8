// Generates the root CA and TSA certificate of Sceau's embedded, "not qualified" timestamp authority.
import * as asn1js from 'asn1js'
import * as pkijs from 'pkijs'
import { OID, buildName, certificateDer, digest, randomPositiveBigint, integerFromBigint } from './asn1.ts'
import { fromPem, toArrayBuffer, toPem } from './bytes.ts'
import { subtle } from './webcrypto.ts'
import type { WebCryptoKey, WebCryptoKeyPair } from './webcrypto.ts'

export type TsaKeyAlgorithm = 'ECDSA-P256' | 'RSA-2048' | 'RSA-3072'

export interface KeyPairPem {
  certificatePem: string
  privateKeyPem: string
}

export interface TsaCredentials {
  root: KeyPairPem
  tsa: KeyPairPem
  algorithm: TsaKeyAlgorithm
}

export interface GenerateTsaOptions {
  algorithm?: TsaKeyAlgorithm
  organization?: string
  country?: string
  rootCommonName?: string
  tsaCommonName?: string
  rootValidityYears?: number
  tsaValidityYears?: number
  /** Start of validity; defaults to one hour ago so clock skew does not reject fresh tokens. */
  notBefore?: Date
}

async function generateKeyPair(algorithm: TsaKeyAlgorithm): Promise<WebCryptoKeyPair> {
  const params =
    algorithm === 'ECDSA-P256'
      ? { name: 'ECDSA', namedCurve: 'P-256' }
      : { name: 'RSASSA-PKCS1-v1_5', modulusLength: algorithm === 'RSA-2048' ? 2048 : 3072, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }
  return (await subtle().generateKey(params, true, ['sign', 'verify'])) as WebCryptoKeyPair
}

/** A DER BIT STRING for KeyUsage with the unused trailing bits declared, as DER requires. */
function keyUsageBits(bits: number[]): asn1js.BitString {
  const max = Math.max(...bits)
  const bytes = new Uint8Array(Math.floor(max / 8) + 1)
  for (const bit of bits) bytes[bit >> 3]! |= 0x80 >> (bit & 7)
  return new asn1js.BitString({ valueHex: toArrayBuffer(bytes), unusedBits: 7 - (max % 8) })
}

function extension(extnID: string, critical: boolean, value: asn1js.AsnType): pkijs.Extension {
  return new pkijs.Extension({ extnID, critical, extnValue: value.toBER(false) })
}

async function keyIdentifier(certificate: pkijs.Certificate): Promise<Uint8Array> {
  // RFC 5280 §4.2.1.2 method 1: SHA-1 of the subjectPublicKey bits.
  return digest('SHA-1', new Uint8Array(certificate.subjectPublicKeyInfo.subjectPublicKey.valueBlock.valueHexView))
}

/** RFC 5280 §4.1.2.5: UTCTime through 2049, GeneralizedTime from 2050. */
function certificateTime(value: Date): pkijs.Time {
  const seconds = new Date(Math.floor(value.getTime() / 1000) * 1000) // DER times carry no fraction here
  return new pkijs.Time({ type: seconds.getUTCFullYear() >= 2050 ? 1 : 0, value: seconds })
}

interface IssueParams {
  subject: pkijs.RelativeDistinguishedNames
  issuer: pkijs.RelativeDistinguishedNames
  publicKey: WebCryptoKey
  signingKey: WebCryptoKey
  notBefore: Date
  notAfter: Date
  isCa: boolean
  authorityKeyId?: Uint8Array
}

async function issueCertificate(params: IssueParams): Promise<pkijs.Certificate> {
  const certificate = new pkijs.Certificate()
  certificate.version = 2
  certificate.serialNumber = integerFromBigint(randomPositiveBigint(16))
  certificate.subject = params.subject
  certificate.issuer = params.issuer
  certificate.notBefore = certificateTime(params.notBefore)
  certificate.notAfter = certificateTime(params.notAfter)
  await certificate.subjectPublicKeyInfo.importKey(params.publicKey)
  const subjectKeyId = await keyIdentifier(certificate)
  const extensions: pkijs.Extension[] = []
  if (params.isCa) {
    extensions.push(extension(OID.basicConstraints, true, new pkijs.BasicConstraints({ cA: true }).toSchema()))
    extensions.push(extension(OID.keyUsage, true, keyUsageBits([5, 6]))) // keyCertSign, cRLSign
  } else {
    extensions.push(extension(OID.basicConstraints, true, new pkijs.BasicConstraints({ cA: false }).toSchema()))
    extensions.push(extension(OID.keyUsage, true, keyUsageBits([0, 1]))) // digitalSignature, nonRepudiation
    // RFC 3161 §2.3: a TSA certificate has exactly one, critical, extended key usage: timeStamping.
    extensions.push(extension(OID.extKeyUsage, true, new pkijs.ExtKeyUsage({ keyPurposes: [OID.timeStamping] }).toSchema()))
  }
  extensions.push(extension(OID.subjectKeyIdentifier, false, new asn1js.OctetString({ valueHex: toArrayBuffer(subjectKeyId) })))
  if (params.authorityKeyId) {
    const aki = new pkijs.AuthorityKeyIdentifier({ keyIdentifier: new asn1js.OctetString({ valueHex: toArrayBuffer(params.authorityKeyId) }) })
    extensions.push(extension(OID.authorityKeyIdentifier, false, aki.toSchema()))
  }
  certificate.extensions = extensions
  await certificate.sign(params.signingKey, 'SHA-256')
  return certificate
}

async function exportPkcs8Pem(key: WebCryptoKey): Promise<string> {
  return toPem('PRIVATE KEY', new Uint8Array(await subtle().exportKey('pkcs8', key)))
}

function addYears(date: Date, years: number): Date {
  const out = new Date(date)
  out.setUTCFullYear(out.getUTCFullYear() + years)
  return out
}

/** A fresh root CA and a TSA certificate it issued, both exported as PEM (certificate + PKCS#8 key). */
export async function generateTsaCredentials(options: GenerateTsaOptions = {}): Promise<TsaCredentials> {
  const algorithm = options.algorithm ?? 'ECDSA-P256'
  const organization = options.organization ?? 'Sceau'
  const country = options.country ?? 'FR'
  const notBefore = options.notBefore ?? new Date(Date.now() - 3600_000)
  const rootName = buildName({ commonName: options.rootCommonName ?? 'Sceau Root CA (not qualified)', organization, country })
  const tsaName = buildName({ commonName: options.tsaCommonName ?? 'Sceau TSA (not qualified)', organization, country })
  const rootKeys = await generateKeyPair(algorithm)
  const tsaKeys = await generateKeyPair(algorithm)
  const rootNotAfter = addYears(notBefore, options.rootValidityYears ?? 25)
  const tsaNotAfter = addYears(notBefore, Math.min(options.tsaValidityYears ?? 10, options.rootValidityYears ?? 25))
  const root = await issueCertificate({
    subject: rootName,
    issuer: rootName,
    publicKey: rootKeys.publicKey,
    signingKey: rootKeys.privateKey,
    notBefore,
    notAfter: rootNotAfter,
    isCa: true,
  })
  const tsa = await issueCertificate({
    subject: tsaName,
    issuer: rootName,
    publicKey: tsaKeys.publicKey,
    signingKey: rootKeys.privateKey,
    notBefore,
    notAfter: tsaNotAfter,
    isCa: false,
    authorityKeyId: await keyIdentifier(root),
  })
  return {
    algorithm,
    root: { certificatePem: toPem('CERTIFICATE', certificateDer(root)), privateKeyPem: await exportPkcs8Pem(rootKeys.privateKey) },
    tsa: { certificatePem: toPem('CERTIFICATE', certificateDer(tsa)), privateKeyPem: await exportPkcs8Pem(tsaKeys.privateKey) },
  }
}

/** Imports a PKCS#8 signing key whose algorithm is read from the matching certificate. */
export async function importSigningKey(privateKeyPem: string, certificate: pkijs.Certificate): Promise<WebCryptoKey> {
  const pkcs8 = toArrayBuffer(fromPem(privateKeyPem, 'PRIVATE KEY'))
  const spki = certificate.subjectPublicKeyInfo.algorithm
  if (spki.algorithmId === OID.ecPublicKey) {
    const curveOid = (spki.algorithmParams as asn1js.ObjectIdentifier).valueBlock.toString()
    const namedCurve = curveOid === OID.p256 ? 'P-256' : curveOid === OID.p384 ? 'P-384' : undefined
    if (!namedCurve) throw new Error(`Unsupported EC curve ${curveOid}`)
    return subtle().importKey('pkcs8', pkcs8, { name: 'ECDSA', namedCurve }, false, ['sign'])
  }
  if (spki.algorithmId === OID.rsaEncryption) {
    return subtle().importKey('pkcs8', pkcs8, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, false, ['sign'])
  }
  throw new Error(`Unsupported key algorithm ${spki.algorithmId}`)
}

/** Parses every certificate of a PEM bundle. */
// Lives in asn1.ts so verifiers can read certificates without importing the CA generator.
export { certificatesFromPem } from './asn1.ts'

export function certificateToPem(certificate: pkijs.Certificate): string {
  return toPem('CERTIFICATE', certificateDer(certificate))
}
