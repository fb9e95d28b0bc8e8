/* sceau download <link>: an end-to-end encrypted transfer decrypted here, each file checked against the commitment the server timestamped before it is given its name. */
import { existsSync } from 'node:fs'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import {
  commitmentListDigest,
  decryptFile,
  decryptManifest,
  E2eError,
  fromBase64Url,
  KDF_ARGON2ID,
  keyFromFragment,
  readManifestHeader,
  toHex,
  type E2eSecret,
} from '@sceau/e2e'
import { createE2eProofBundle, parseTimeStampToken } from '@sceau/proof'
import type { ApiAnswer } from '@sceau/api-client'
import { Api } from '../api.ts'
import { fileSink, LINK_PASSWORD_ENV, PASSPHRASE_ENV, refusal } from '../e2e.ts'
import { CliError, EXIT, usageError } from '../errors.ts'
import { t } from '../i18n.ts'
import { emit, type OutputOptions } from '../output.ts'

/** GET /transfer/downloads/:token (@sceau/api-client's types, generated from the OpenAPI document). */
export type DownloadView = ApiAnswer<'/api/v2/transfer/downloads/{token}', 'get'>

export interface DownloadOptions extends OutputOptions {
  out?: string
  /** Also write each file's proof (docs/e2e-format.md §7) next to it, without its name: `<file>.sceau-proof.zip`. */
  proofs?: boolean
}

/** Where a file's proof goes with --proofs. */
const proofPath = (target: string) => `${target}.sceau-proof.zip`

/** "https://host/prefix/download/<token>#k=…" → the instance, the token and the key (none in passphrase mode). */
function parseLink(link: string) {
  let url: URL
  try {
    url = new URL(link)
  } catch {
    throw usageError(t('error.notATransferLink', { link }))
  }
  const match = /^(.*)\/download\/([A-Za-z0-9]+)\/?$/.exec(url.pathname)
  if (!/^https?:$/.test(url.protocol) || !match) throw usageError(t('error.notATransferLink', { link }))
  let key: Uint8Array | undefined
  try {
    key = keyFromFragment(url.hash)
  } catch {
    throw usageError(t('error.notATransferLink', { link }))
  }
  return { origin: `${url.origin}${match[1]}`, token: match[2]!, key }
}

export async function download(link: string, options: DownloadOptions) {
  const { origin, token, key } = parseLink(link)
  // The fragment never leaves this machine: the API calls below are built without it.
  const api = new Api(origin, null)
  const page = `/transfer/downloads/${token}`
  let view = await api.get<DownloadView>(page)
  let access: Record<string, string> = {}
  if (view.locked) {
    const password = process.env[LINK_PASSWORD_ENV]
    if (!password) throw usageError(t('error.linkPassword', { variable: LINK_PASSWORD_ENV }))
    const unlocked = await api.post<{ access: string }>(`${page}/unlock`, { password })
    access = { 'X-Transfer-Access': unlocked.access }
    view = await api.get<DownloadView>(page, undefined, access)
  }
  const e2e = view.e2e
  if (!e2e) throw new CliError(t('error.notEncrypted'), EXIT.usage, 'E_NOT_E2E')

  // The token must cover exactly these commitments; the date said below is the token's own.
  const token_ = parseTimeStampToken(Buffer.from(e2e.timestamp.token, 'base64'))
  if (toHex(token_.summary.imprint) !== toHex(await commitmentListDigest(e2e.commitments)))
    throw new CliError(t('error.certificationMismatch'), EXIT.verification, 'E_E2E_CERTIFICATION')
  const certifiedAt = token_.summary.genTime.toISOString()

  const manifestBytes = fromBase64Url(e2e.manifest)
  let secret: E2eSecret
  try {
    const passphraseMode = readManifestHeader(manifestBytes).kdf?.kdf === KDF_ARGON2ID
    const passphrase = process.env[PASSPHRASE_ENV]
    if (passphraseMode && !passphrase) throw usageError(t('error.passphraseRequired', { variable: PASSPHRASE_ENV }))
    if (!passphraseMode && !key) throw usageError(t('error.keyRequired'))
    secret = passphraseMode ? { passphrase: passphrase! } : { key: key! }
  } catch (error) {
    throw error instanceof E2eError ? refusal(error, t('e2e.manifest')) : error
  }
  const { master, manifest } = await decryptManifest(manifestBytes, secret).catch((error: unknown) => {
    throw refusal(error, t('e2e.manifest'))
  })

  const out = resolve(options.out ?? '.')
  const targets = manifest.files.map((entry) => ({ entry, target: join(out, ...entry.path.split('/')) }))
  const written = targets.flatMap(({ target }) => (options.proofs ? [target, proofPath(target)] : [target]))
  const taken = written.find((path) => existsSync(path) || written.indexOf(path) !== written.lastIndexOf(path))
  if (taken) throw usageError(t('error.exists', { path: taken }))
  const lines: string[] = []
  const saved: { path: string; size: number; sha256: string; proof?: string }[] = []
  for (const { entry, target } of targets) {
    const file = view.files.find((f) => f.name === entry.id)
    const commitment = e2e.commitments.find((c) => c.id === entry.id)
    if (!file || !commitment) throw refusal(new E2eError('mismatch', 'no such file'), entry.path)
    const response = await fetch(`${origin}/api/v2${page}/files/${file.id}`, { headers: access })
    if (!response.ok || !response.body)
      throw new CliError(t('error.unexpectedAnswer', { origin, status: response.status }), EXIT.refused, null, response.status)
    await mkdir(dirname(target), { recursive: true })
    // Written aside and named only once every chunk, the size, the SHA-256 and the commitment check out.
    const part = `${target}.sceau-part`
    const decrypted = decryptFile(master, entry, commitment.commitment)
    try {
      await response.body.pipeThrough(decrypted.stream).pipeTo(fileSink(part))
      await decrypted.verified
      await rename(part, target)
    } catch (error) {
      await rm(part, { force: true })
      throw refusal(error, entry.path)
    }
    lines.push(t('download.identical', { path: entry.path, date: certifiedAt }))
    if (options.proofs) {
      // The opening of this file alone, without its name: the recipient hands it over with the file.
      const proof = createE2eProofBundle({
        commitments: e2e.commitments,
        token: Buffer.from(e2e.timestamp.token, 'base64'),
        chainPem: e2e.tsaChain,
        anchor: e2e.anchor,
        opening: { id: entry.id, salt: entry.salt, sha256: entry.sha256 },
      })
      await writeFile(proofPath(target), proof)
      lines.push(t('download.proof', { path: proofPath(target) }))
      saved.push({ path: entry.path, size: entry.size, sha256: entry.sha256, proof: proofPath(target) })
    } else saved.push({ path: entry.path, size: entry.size, sha256: entry.sha256 })
  }
  emit(options, { download: { certifiedAt, folder: out, files: saved } }, lines)
}
