// Full RFC 3161 token verification, one named check at a time, so callers can show why a token fails.
import * as pkijs from 'pkijs'
import { OID, certificateDer, certificatesFromPem, digest, hashNameFromOid, nameToString, bigintFromInteger } from './asn1.ts'
import { bytesEqual, toArrayBuffer, toHex } from './bytes.ts'
import { matchSigningCertificate, readSigningCertificate } from './ess.ts'
import { PKI_STATUS, parseTimeStampResponse, parseTimeStampToken } from './tsa_response.ts'
import type { ParsedTimeStampToken, TstInfoSummary } from './tsa_response.ts'

export interface CheckResult {
  ok: boolean
  /** Not applicable (e.g. no nonce was asked for); does not count against the verdict. */
  skipped?: boolean
  reason: string
}

export const TIMESTAMP_CHECKS = [
  'parse',
  'status',
  'signature',
  'signingCertificate',
  'imprint',
  'nonce',
  'tsaName',
  'chain',
  'extendedKeyUsage',
  'validity',
] as const

export type TimestampCheck = (typeof TIMESTAMP_CHECKS)[number]

export interface SignerSummary {
  subject: string
  issuer: string
  serial: string
  notBefore: Date
  notAfter: Date
  certificate: Uint8Array
}

export interface TimestampVerification {
  ok: boolean
  checks: Record<TimestampCheck, CheckResult>
  tstInfo?: TstInfoSummary
  signer?: SignerSummary
  /** Signer first, trusted root last, when the chain was built. */
  chain?: Uint8Array[]
  /** The token's exact bytes, when it could be read. */
  token?: Uint8Array
}

/** Certificates as DER bytes, pkijs objects or a PEM bundle. */
export type CertificateInput = Uint8Array | pkijs.Certificate | string

export interface TimestampVerifyOptions {
  /** Expected message imprint (the data's hash with the token's algorithm, normally SHA-256). */
  imprint?: Uint8Array
  /** Or the data itself; hashed with the token's algorithm. */
  data?: Uint8Array
  /** The nonce sent in the request, when checking a fresh response. */
  nonce?: bigint
  /** Roots the TSA must chain to. Without any the chain check fails. */
  trustedRoots: CertificateInput[]
  /** Extra, untrusted certificates (TSA certificate, intermediates) when the token lacks them. */
  certificates?: CertificateInput[]
}

const pass = (reason: string): CheckResult => ({ ok: true, reason })
const fail = (reason: string): CheckResult => ({ ok: false, reason })
const skip = (reason: string): CheckResult => ({ ok: true, skipped: true, reason })

/** PEM bundles already parsed: a platform verifies every token against the same roots (certificates are only read, never changed). */
const parsedPem = new Map<string, pkijs.Certificate[]>()

function pemCertificates(pem: string) {
  let certificates = parsedPem.get(pem)
  if (!certificates) {
    certificates = certificatesFromPem(pem)
    if (parsedPem.size >= 64) parsedPem.delete(parsedPem.keys().next().value!)
    parsedPem.set(pem, certificates)
  }
  return certificates
}

function toCertificates(inputs: CertificateInput[] | undefined): pkijs.Certificate[] {
  const out: pkijs.Certificate[] = []
  for (const input of inputs ?? []) {
    if (typeof input === 'string') out.push(...pemCertificates(input))
    else if (input instanceof Uint8Array) out.push(pkijs.Certificate.fromBER(toArrayBuffer(input)))
    else out.push(input)
  }
  return out
}

function readCertificates(inputs: CertificateInput[] | undefined, what: string): { certificates: pkijs.Certificate[]; error?: string } {
  try {
    return { certificates: toCertificates(inputs) }
  } catch (error) {
    return { certificates: [], error: `unreadable ${what}: ${error instanceof Error ? error.message : String(error)}` }
  }
}

function emptyChecks(reason: string): Record<TimestampCheck, CheckResult> {
  return Object.fromEntries(TIMESTAMP_CHECKS.map((name) => [name, fail(reason)])) as Record<TimestampCheck, CheckResult>
}

function verdict(checks: Record<TimestampCheck, CheckResult>): boolean {
  return TIMESTAMP_CHECKS.every((name) => checks[name].ok)
}

function findSigner(signerInfo: pkijs.SignerInfo, candidates: pkijs.Certificate[], keyIds: Map<pkijs.Certificate, Uint8Array>): pkijs.Certificate | undefined {
  const sid = signerInfo.sid
  if (sid instanceof pkijs.IssuerAndSerialNumber) {
    return candidates.find((c) => c.issuer.isEqual(sid.issuer) && c.serialNumber.isEqual(sid.serialNumber))
  }
  // subjectKeyIdentifier [0] IMPLICIT OCTET STRING
  const keyId = new Uint8Array(sid.idBlock.isConstructed ? sid.valueBlock.value[0].valueBlock.valueHexView : sid.valueBlock.valueHexView)
  return candidates.find((c) => {
    const id = keyIds.get(c)
    return id !== undefined && bytesEqual(id, keyId)
  })
}

async function checkSignature(token: ParsedTimeStampToken, signerInfo: pkijs.SignerInfo, signer: pkijs.Certificate): Promise<CheckResult> {
  const signedAttrs = signerInfo.signedAttrs
  // RFC 5652 §5.3: with a content type other than id-data, signed attributes are mandatory.
  if (!signedAttrs || signedAttrs.attributes.length === 0) return fail('SignerInfo has no signed attributes')
  const contentType = signedAttrs.attributes.find((a) => a.type === OID.contentType)
  if (!contentType) return fail('signed attributes lack contentType')
  if (contentType.values[0]?.valueBlock?.toString() !== OID.tstInfo) return fail('contentType attribute is not id-ct-TSTInfo')
  const messageDigest = signedAttrs.attributes.find((a) => a.type === OID.messageDigest)
  if (!messageDigest) return fail('signed attributes lack messageDigest')
  const hashName = hashNameFromOid(signerInfo.digestAlgorithm.algorithmId)
  if (!hashName || hashName === 'SHA-1') return fail(`unsupported or weak digest algorithm ${signerInfo.digestAlgorithm.algorithmId}`)
  const contentDigest = await digest(hashName, token.tstInfoDer)
  const claimed = new Uint8Array(messageDigest.values[0].valueBlock.valueHexView)
  if (!bytesEqual(contentDigest, claimed)) return fail('messageDigest does not match the TSTInfo content')
  const crypto = pkijs.getCrypto(true)
  let ok: boolean
  try {
    // Same convention as pkijs: an rsaEncryption signature OID takes its hash from digestAlgorithm.
    ok =
      signerInfo.signatureAlgorithm.algorithmId === OID.rsaEncryption
        ? await crypto.verifyWithPublicKey(signedAttrs.encodedValue, signerInfo.signature, signer.subjectPublicKeyInfo, signerInfo.signatureAlgorithm, hashName)
        : await crypto.verifyWithPublicKey(signedAttrs.encodedValue, signerInfo.signature, signer.subjectPublicKeyInfo, signerInfo.signatureAlgorithm)
  } catch (error) {
    return fail(`signature could not be checked: ${error instanceof Error ? error.message : String(error)}`)
  }
  return ok ? pass(`CMS signature valid (${hashName})`) : fail('CMS signature does not verify with the signer certificate')
}

function checkExtendedKeyUsage(signer: pkijs.Certificate): CheckResult {
  const extension = signer.extensions?.find((e) => e.extnID === OID.extKeyUsage)
  if (!extension) return fail('signer certificate has no extendedKeyUsage')
  if (!extension.critical) return fail('extendedKeyUsage is not critical')
  const usage = extension.parsedValue as pkijs.ExtKeyUsage | undefined
  const purposes = usage?.keyPurposes ?? []
  if (purposes.length !== 1 || purposes[0] !== OID.timeStamping)
    return fail(`extendedKeyUsage must be timeStamping only, found ${purposes.join(', ') || 'none'}`)
  return pass('critical extendedKeyUsage timeStamping only')
}

/**
 * Chains already validated, by the certificates given (signer, others, roots): a TSA's tokens carry the
 * same ones, and without revocation data only the date can change the outcome, so a path is reused
 * while the date is within every one of its certificates' validity.
 */
const validChains = new Map<string, { path: pkijs.Certificate[]; reason: string }>()

async function checkChain(
  signer: pkijs.Certificate,
  pool: pkijs.Certificate[],
  roots: pkijs.Certificate[],
  at: Date
): Promise<{ result: CheckResult; path?: pkijs.Certificate[] }> {
  if (roots.length === 0) return { result: fail('no trusted roots configured') }
  const others = pool.filter((c) => c !== signer)
  const key = [[signer], others, roots].map((certificates) => certificates.map((c) => toHex(certificateDer(c))).join(',')).join('|')
  const known = validChains.get(key)
  if (known && known.path.every((c) => at >= c.notBefore.value && at <= c.notAfter.value)) return { result: pass(known.reason), path: known.path }
  const checked = await validateChain(signer, others, roots, at)
  if (checked.result.ok && checked.path) {
    if (validChains.size >= 64) validChains.delete(validChains.keys().next().value!)
    validChains.set(key, { path: checked.path, reason: checked.result.reason })
  }
  return checked
}

async function validateChain(
  signer: pkijs.Certificate,
  others: pkijs.Certificate[],
  roots: pkijs.Certificate[],
  at: Date
): Promise<{ result: CheckResult; path?: pkijs.Certificate[] }> {
  const engine = new pkijs.CertificateChainValidationEngine({
    trustedCerts: roots,
    certs: [...others, signer],
    checkDate: at,
  })
  try {
    const outcome = await engine.verify()
    if (!outcome.result) return { result: fail(`chain to trusted roots failed: ${outcome.resultMessage}`) }
    const path = outcome.certificatePath ?? []
    const anchor = path[path.length - 1]
    return { result: pass(`chains to ${anchor ? nameToString(anchor.subject) : 'a trusted root'}`), path }
  } catch (error) {
    const message = (error as { resultMessage?: string }).resultMessage ?? (error instanceof Error ? error.message : String(error))
    return { result: fail(`chain to trusted roots failed: ${message}`) }
  }
}

/** Verifies a TimeStampToken (CMS ContentInfo bytes). Never throws for a bad token. */
export async function verifyTimestampToken(tokenDer: Uint8Array, options: TimestampVerifyOptions): Promise<TimestampVerification> {
  let token: ParsedTimeStampToken
  try {
    token = parseTimeStampToken(tokenDer)
  } catch (error) {
    const checks = emptyChecks('token unreadable')
    checks.parse = fail(error instanceof Error ? error.message : String(error))
    checks.status = skip('no response envelope')
    return { ok: false, checks }
  }
  return verifyParsedToken(token, options, skip('bare token, no response status'))
}

/** Verifies a TimeStampResp: status granted, then the token inside it. Never throws for bad input. */
export async function verifyTimestampResponse(responseDer: Uint8Array, options: TimestampVerifyOptions): Promise<TimestampVerification> {
  let response
  try {
    response = parseTimeStampResponse(responseDer)
  } catch (error) {
    const checks = emptyChecks('response unreadable')
    checks.parse = fail(error instanceof Error ? error.message : String(error))
    return { ok: false, checks }
  }
  const granted = response.status === PKI_STATUS.granted || response.status === PKI_STATUS.grantedWithMods
  const status = granted
    ? pass(`status ${response.status === PKI_STATUS.granted ? 'granted' : 'grantedWithMods'}`)
    : fail(`status ${response.status}${response.statusText.length ? ` (${response.statusText.join('; ')})` : ''}`)
  if (!response.token) {
    const checks = emptyChecks('response carries no token')
    checks.status = status
    return { ok: false, checks }
  }
  return verifyParsedToken(response.token, options, status)
}

/** Accepts either a TimeStampResp or a bare token. */
export async function verifyTimestamp(der: Uint8Array, options: TimestampVerifyOptions): Promise<TimestampVerification> {
  try {
    parseTimeStampToken(der)
    return verifyTimestampToken(der, options)
  } catch {
    return verifyTimestampResponse(der, options)
  }
}

async function verifyParsedToken(token: ParsedTimeStampToken, options: TimestampVerifyOptions, status: CheckResult): Promise<TimestampVerification> {
  const checks = emptyChecks('not checked')
  checks.status = status
  const summary = token.summary
  const signerInfos = token.signedData.signerInfos
  if (signerInfos.length !== 1) {
    checks.parse = fail(`a timestamp token has exactly one signer, found ${signerInfos.length}`)
    return { ok: false, checks, tstInfo: summary, token: token.der }
  }
  checks.parse = pass(`TSTInfo serial ${summary.serial.toString(16)} at ${summary.genTime.toISOString()}`)
  const signerInfo = signerInfos[0]!

  // imprint and nonce need no certificate: check them first.
  if (options.imprint || options.data) {
    const hashName = summary.hashAlgorithm
    if (!hashName || hashName === 'SHA-1') checks.imprint = fail(`unsupported imprint algorithm ${summary.hashAlgorithmOid}`)
    else {
      const expected = options.imprint ?? (await digest(hashName, options.data!))
      checks.imprint = bytesEqual(expected, summary.imprint)
        ? pass(`imprint ${toHex(summary.imprint)} (${hashName}) matches`)
        : fail(`imprint ${toHex(summary.imprint)} differs from expected ${toHex(expected)}`)
    }
  } else checks.imprint = fail('no expected hash given')
  if (options.nonce === undefined) checks.nonce = skip('no nonce expected')
  else if (summary.nonce === undefined) checks.nonce = fail('token has no nonce')
  else checks.nonce = summary.nonce === options.nonce ? pass('nonce matches the request') : fail('nonce differs from the request')

  const tokenCertificates = (token.signedData.certificates ?? []).filter((c): c is pkijs.Certificate => c instanceof pkijs.Certificate)
  // Extra certificates may come from an untrusted bundle: an unreadable one fails a check, it never throws.
  const extra = readCertificates(options.certificates, 'extra certificates')
  const roots = readCertificates(options.trustedRoots, 'trusted roots')
  const pool = [...tokenCertificates, ...extra.certificates]
  const keyIds = new Map<pkijs.Certificate, Uint8Array>()
  for (const certificate of pool) {
    keyIds.set(certificate, await digest('SHA-1', new Uint8Array(certificate.subjectPublicKeyInfo.subjectPublicKey.valueBlock.valueHexView)))
  }
  const signer = findSigner(signerInfo, pool, keyIds)
  if (!signer) {
    const reason = tokenCertificates.length === 0 ? 'signer certificate not in token; pass it in certificates' : 'signer certificate not found'
    for (const name of ['signature', 'signingCertificate', 'tsaName', 'chain', 'extendedKeyUsage', 'validity'] as const) checks[name] = fail(reason)
    return { ok: false, checks, tstInfo: summary, token: token.der }
  }
  const signerSummary: SignerSummary = {
    subject: nameToString(signer.subject),
    issuer: nameToString(signer.issuer),
    serial: bigintFromInteger(signer.serialNumber).toString(16),
    notBefore: signer.notBefore.value,
    notAfter: signer.notAfter.value,
    certificate: certificateDer(signer),
  }

  checks.signature = await checkSignature(token, signerInfo, signer)
  try {
    const essCertId = readSigningCertificate(signerInfo)
    if (!essCertId) checks.signingCertificate = fail('no ESS signing-certificate(-v2) attribute')
    else {
      const mismatch = await matchSigningCertificate(essCertId, signer)
      checks.signingCertificate = mismatch ? fail(mismatch) : pass(`ESS signing-certificate${essCertId.version === 2 ? '-v2' : ''} binds the signer`)
    }
  } catch (error) {
    checks.signingCertificate = fail(`unreadable ESS attribute: ${error instanceof Error ? error.message : String(error)}`)
  }
  if (!token.tstInfo.tsa) checks.tsaName = skip('token names no TSA')
  else if (token.tstInfo.tsa.type !== 4) checks.tsaName = skip('TSA name is not a directory name')
  else {
    const named = token.tstInfo.tsa.value as pkijs.RelativeDistinguishedNames
    checks.tsaName = named.isEqual(signer.subject)
      ? pass(`TSA ${summary.tsaName}`)
      : fail(`TSA name ${summary.tsaName} differs from signer ${signerSummary.subject}`)
  }
  const certificateError = extra.error ?? roots.error
  const chain: { result: CheckResult; path?: pkijs.Certificate[] } = certificateError
    ? { result: fail(certificateError) }
    : await checkChain(signer, pool, roots.certificates, summary.genTime)
  checks.chain = chain.result
  checks.extendedKeyUsage = checkExtendedKeyUsage(signer)
  const genTime = summary.genTime.getTime()
  checks.validity =
    genTime >= signerSummary.notBefore.getTime() && genTime <= signerSummary.notAfter.getTime()
      ? pass(`signer valid at ${summary.genTime.toISOString()}`)
      : fail(`signer not valid at ${summary.genTime.toISOString()} (valid ${signerSummary.notBefore.toISOString()} to ${signerSummary.notAfter.toISOString()})`)

  return {
    ok: verdict(checks),
    checks,
    tstInfo: summary,
    signer: signerSummary,
    ...(chain.path ? { chain: chain.path.map(certificateDer) } : {}),
    token: token.der,
  }
}
