// ESS signing-certificate attributes (RFC 2634 / RFC 5035): bind the signer certificate into the signature.
import * as asn1js from 'asn1js'
import * as pkijs from 'pkijs'
import { OID, certificateDer, digest, hashNameFromOid, isHashName } from './asn1.ts'
import type { HashName } from './asn1.ts'
import { bytesEqual, toArrayBuffer } from './bytes.ts'

export interface EssCertId {
  version: 1 | 2
  hashAlgorithm: HashName | string
  certHash: Uint8Array
  issuerSerial?: { issuer: pkijs.GeneralNames; serialNumber: asn1js.Integer }
}

/** The signingCertificateV2 attribute for `certificate` (SHA-256, with issuer and serial). */
export async function signingCertificateV2Attribute(certificate: pkijs.Certificate): Promise<pkijs.Attribute> {
  const certHash = await digest('SHA-256', certificateDer(certificate))
  const issuerSerial = new pkijs.IssuerSerial({
    issuer: new pkijs.GeneralNames({ names: [new pkijs.GeneralName({ type: 4, value: certificate.issuer })] }),
    serialNumber: certificate.serialNumber,
  })
  // hashAlgorithm is left out: its DEFAULT is SHA-256 and DER omits defaults.
  const essCertIdV2 = new asn1js.Sequence({
    value: [new asn1js.OctetString({ valueHex: toArrayBuffer(certHash) }), issuerSerial.toSchema()],
  })
  const signingCertificateV2 = new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [essCertIdV2] })] })
  return new pkijs.Attribute({ type: OID.signingCertificateV2, values: [signingCertificateV2] })
}

function parseIssuerSerial(block: asn1js.AsnType | undefined): EssCertId['issuerSerial'] {
  if (!block) return undefined
  const parsed = new pkijs.IssuerSerial({ schema: block })
  return { issuer: parsed.issuer, serialNumber: parsed.serialNumber }
}

/** The first ESSCertID(v2) of a signer's signed attributes, or undefined when there is none. */
export function readSigningCertificate(signerInfo: pkijs.SignerInfo): EssCertId | undefined {
  const attributes = signerInfo.signedAttrs?.attributes ?? []
  const v2 = attributes.find((a) => a.type === OID.signingCertificateV2)
  const v1 = attributes.find((a) => a.type === OID.signingCertificate)
  const attribute = v2 ?? v1
  if (!attribute) return undefined
  const signingCertificate = attribute.values[0] as asn1js.Sequence
  const certs = signingCertificate.valueBlock.value[0] as asn1js.Sequence
  const first = certs.valueBlock.value[0] as asn1js.Sequence
  if (!first) throw new Error('signing-certificate attribute lists no certificate')
  const items = first.valueBlock.value
  if (attribute === v2) {
    let index = 0
    let hashAlgorithm: HashName | string = 'SHA-256'
    if (items[0] instanceof asn1js.Sequence) {
      const algorithm = new pkijs.AlgorithmIdentifier({ schema: items[0] })
      hashAlgorithm = hashNameFromOid(algorithm.algorithmId) ?? algorithm.algorithmId
      index = 1
    }
    const certHash = new Uint8Array((items[index] as asn1js.OctetString).valueBlock.valueHexView)
    const issuerSerial = parseIssuerSerial(items[index + 1])
    return { version: 2, hashAlgorithm, certHash, ...(issuerSerial ? { issuerSerial } : {}) }
  }
  const certHash = new Uint8Array((items[0] as asn1js.OctetString).valueBlock.valueHexView)
  const issuerSerial = parseIssuerSerial(items[1])
  return { version: 1, hashAlgorithm: 'SHA-1', certHash, ...(issuerSerial ? { issuerSerial } : {}) }
}

/** Checks an ESSCertID against a certificate; returns a reason on mismatch. */
export async function matchSigningCertificate(essCertId: EssCertId, certificate: pkijs.Certificate): Promise<string | undefined> {
  if (!isHashName(essCertId.hashAlgorithm)) return `unsupported ESS hash algorithm ${essCertId.hashAlgorithm}`
  const hash = await digest(essCertId.hashAlgorithm, certificateDer(certificate))
  if (!bytesEqual(hash, essCertId.certHash)) return 'ESS certHash does not match the signer certificate'
  if (essCertId.issuerSerial) {
    if (!essCertId.issuerSerial.serialNumber.isEqual(certificate.serialNumber)) return 'ESS issuerSerial serial number differs from the signer certificate'
    const directoryNames = essCertId.issuerSerial.issuer.names.filter((n) => n.type === 4)
    if (!directoryNames.some((n) => (n.value as pkijs.RelativeDistinguishedNames).isEqual(certificate.issuer))) {
      return 'ESS issuerSerial issuer differs from the signer certificate issuer'
    }
  }
  return undefined
}
