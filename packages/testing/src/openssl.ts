// openssl for tests, a real and independent reference (no mocks): async (the platform and plugins'
// specs, a TSA over HTTP) and sync (proof's Vitest, a TSA in a temp dir); both make their CA and TSA
// certificates and `openssl ts` config with the same arguments below.
import { execFile, execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** Runs openssl in a directory; the error carries openssl's own output. */
export async function openssl(args: string[], cwd: string) {
  try {
    return (await run('openssl', args, { cwd, encoding: 'utf8' })).stdout
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string }
    throw new Error(`openssl ${args.join(' ')} failed: ${e.stdout ?? ''}${e.stderr ?? ''}`)
  }
}

/** Runs openssl synchronously; never throws, the output says why it failed. */
export function opensslSync(args: string[], options: { cwd?: string; input?: Uint8Array } = {}): { ok: boolean; output: string } {
  try {
    const output = execFileSync('openssl', args, { cwd: options.cwd, input: options.input, stdio: ['pipe', 'pipe', 'pipe'] })
    return { ok: true, output: output.toString() }
  } catch (error) {
    const e = error as { stdout?: Buffer; stderr?: Buffer }
    return { ok: false, output: `${e.stdout?.toString() ?? ''}${e.stderr?.toString() ?? ''}` }
  }
}

function mustOpensslSync(args: string[], cwd: string): string {
  const result = opensslSync(args, { cwd })
  if (!result.ok) throw new Error(`openssl ${args.join(' ')} failed:\n${result.output}`)
  return result.output
}

export type OpensslKeyType = 'ec' | 'rsa'

function newKeyArgs(type: OpensslKeyType): string[] {
  return type === 'ec' ? ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256'] : ['-newkey', 'rsa:2048']
}

/** A self-signed root: `<name>.key` and `<name>.pem`. */
function caArgs(name: string, commonName: string, keyType: OpensslKeyType): string[] {
  return [
    'req',
    '-x509',
    ...newKeyArgs(keyType),
    '-nodes',
    '-keyout',
    `${name}.key`,
    '-out',
    `${name}.pem`,
    '-subj',
    `/C=FR/O=OpenSSL Test/CN=${commonName}`,
    '-days',
    '3650',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  ]
}

/** The TSA's key and request: tsa.key, tsa.csr. */
function tsaRequestArgs(keyType: OpensslKeyType): string[] {
  return ['req', '-new', ...newKeyArgs(keyType), '-nodes', '-keyout', 'tsa.key', '-out', 'tsa.csr', '-subj', '/C=FR/O=OpenSSL Test/CN=OpenSSL Test TSA']
}

/** The TSA certificate tsa.pem, signed by `<ca>.pem`, with the [tsa_ext] of ext.cnf. */
function tsaCertificateArgs(ca: string, days: number): string[] {
  return [
    'x509',
    '-req',
    '-in',
    'tsa.csr',
    '-CA',
    `${ca}.pem`,
    '-CAkey',
    `${ca}.key`,
    '-CAcreateserial',
    '-out',
    'tsa.pem',
    '-days',
    String(days),
    '-extfile',
    'ext.cnf',
    '-extensions',
    'tsa_ext',
  ]
}

const TSA_EXTENSION_LINES = [
  'basicConstraints = critical, CA:FALSE',
  'keyUsage = critical, digitalSignature, nonRepudiation',
  'extendedKeyUsage = critical, timeStamping',
  'subjectKeyIdentifier = hash',
  'authorityKeyIdentifier = keyid',
].join('\n')

/** ext.cnf: the TSA certificate's extensions (a test may give wrong ones). */
function tsaExtensions(lines = TSA_EXTENSION_LINES): string {
  return ['[tsa_ext]', lines, ''].join('\n')
}

/** tsa.cnf of `openssl ts -reply` in `dir`; `options` are the lines a TSA varies (accuracy, ordering, policies). */
function tsaConfig(dir: string, policy: string, options: string[]): string {
  return [
    '[ tsa ]',
    'default_tsa = tsa_config',
    '[ tsa_config ]',
    `dir = ${dir}`,
    'serial = $dir/tsaserial',
    'crypto_device = builtin',
    'signer_cert = $dir/tsa.pem',
    'certs = $dir/tsa.pem',
    'signer_key = $dir/tsa.key',
    'signer_digest = sha256',
    `default_policy = ${policy}`,
    'digests = sha256, sha384, sha512',
    'tsa_name = yes',
    'ess_cert_id_alg = sha256',
    ...options,
    '',
  ].join('\n')
}

async function makeCa(dir: string, name: string) {
  await openssl(caArgs(name, name, 'ec'), dir)
  return readFile(join(dir, `${name}.pem`), 'utf8')
}

export interface OpensslTsaOptions {
  /** Answer the first N requests with HTTP 503 before letting openssl answer. */
  failFirst?: number
  /** Sign with a TSA certificate from another CA than `caPem`: its tokens do not verify against `caPem`. */
  rogue?: boolean
  /** Require these basic credentials (401 otherwise). */
  credentials?: { username: string; password: string }
}

export interface OpensslTsaServer {
  url: string
  /** The root the platform must trust for this TSA. */
  caPem: string
  tsaPem: string
  /** HTTP requests received, with what each was answered. */
  requests: { status: number; authorization?: string; contentType?: string }[]
  close(): Promise<void>
}

/**
 * A real, independent RFC 3161 TSA: a CA and a TSA certificate made with openssl, and a node:http
 * server on 127.0.0.1 that answers each `application/timestamp-query` POST with `openssl ts -reply`.
 */
export async function startOpensslTsa(options: OpensslTsaOptions = {}): Promise<OpensslTsaServer> {
  const dir = await mkdtemp(join(tmpdir(), 'sceau-openssl-tsa-'))
  const caPem = await makeCa(dir, 'ca')
  const signingCa = options.rogue ? 'rogue-ca' : 'ca'
  if (options.rogue) await makeCa(dir, 'rogue-ca')
  await writeFile(join(dir, 'ext.cnf'), tsaExtensions())
  await openssl(tsaRequestArgs('ec'), dir)
  await openssl(tsaCertificateArgs(signingCa, 365), dir)
  await writeFile(join(dir, 'tsaserial'), '01\n')
  await writeFile(join(dir, 'tsa.cnf'), tsaConfig(dir, '1.2.3.4.1', ['accuracy = secs:1', 'ordering = no']))

  const requests: OpensslTsaServer['requests'] = []
  let queue: Promise<unknown> = Promise.resolve()
  let counter = 0
  // openssl keeps its serial in a file: one reply at a time.
  const reply = (query: Buffer) => {
    const n = ++counter
    const next = queue.then(async () => {
      await writeFile(join(dir, `q${n}.tsq`), query)
      await openssl(['ts', '-reply', '-config', 'tsa.cnf', '-queryfile', `q${n}.tsq`, '-out', `r${n}.tsr`], dir)
      return readFile(join(dir, `r${n}.tsr`))
    })
    queue = next.catch(() => {})
    return next
  }
  const body = async (request: IncomingMessage) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks)
  }
  const expected = options.credentials
    ? `Basic ${Buffer.from(`${options.credentials.username}:${options.credentials.password}`).toString('base64')}`
    : undefined

  const respond = async (request: IncomingMessage, response: ServerResponse) => {
    const query = await body(request)
    const seen = { authorization: request.headers.authorization, contentType: request.headers['content-type'] }
    const answer = (status: number, payload: Buffer | string, type = 'text/plain') => {
      requests.push({ status, ...seen })
      response.writeHead(status, { 'content-type': type }).end(payload)
    }
    if (request.method !== 'POST' || seen.contentType !== 'application/timestamp-query') return answer(415, 'timestamp-query POST expected')
    if (expected && seen.authorization !== expected) return answer(401, 'credentials required')
    if (requests.filter((r) => r.status === 503).length < (options.failFirst ?? 0)) return answer(503, 'try again later')
    try {
      answer(200, await reply(query), 'application/timestamp-reply')
    } catch (error) {
      answer(500, String(error))
    }
  }
  const server = createServer((request, response) => {
    respond(request, response).catch((error: Error) => response.destroy(error))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${port}/tsa`,
    caPem,
    tsaPem: await readFile(join(dir, 'tsa.pem'), 'utf8'),
    requests,
    async close() {
      await new Promise((resolve) => server.close(resolve))
      await rm(dir, { recursive: true, force: true })
    },
  }
}

/**
 * `openssl ts -verify` of a proof bundle's timestamp (its timestamp.tsr and tsa-chain.pem, as VERIFY.md
 * tells a reader) against the file's bytes or its SHA-256, trusting only `rootPem`. Returns openssl's
 * output; throws with it when openssl refuses.
 */
export async function opensslVerifyBundle(bundle: Map<string, Uint8Array>, against: { data: Uint8Array } | { sha256Hex: string }, rootPem: string) {
  const dir = await mkdtemp(join(tmpdir(), 'sceau-bundle-verify-'))
  try {
    for (const name of ['timestamp.tsr', 'tsa-chain.pem']) {
      const bytes = bundle.get(name)
      if (!bytes) throw new Error(`the bundle has no ${name}`)
      await writeFile(join(dir, name), bytes)
    }
    await writeFile(join(dir, 'root.pem'), rootPem)
    if ('data' in against) await writeFile(join(dir, 'file'), against.data)
    const imprint = 'data' in against ? ['-data', 'file'] : ['-digest', against.sha256Hex]
    return await openssl(['ts', '-verify', '-in', 'timestamp.tsr', ...imprint, '-CAfile', 'root.pem', '-untrusted', 'tsa-chain.pem'], dir)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** `openssl ts -verify` of a bare token against a SHA-256, a trusted root and the untrusted TSA chain. */
export async function opensslVerifyToken(token: Uint8Array, sha256Hex: string, rootPem: string, chainPem: string) {
  const dir = await mkdtemp(join(tmpdir(), 'sceau-ts-verify-'))
  try {
    await writeFile(join(dir, 'token.der'), token)
    await writeFile(join(dir, 'root.pem'), rootPem)
    await writeFile(join(dir, 'chain.pem'), chainPem)
    const output = await openssl(
      ['ts', '-verify', '-token_in', '-in', 'token.der', '-digest', sha256Hex, '-CAfile', 'root.pem', '-untrusted', 'chain.pem'],
      dir
    )
    return { ok: output.includes('Verification: OK'), output }
  } catch (error) {
    return { ok: false, output: (error as Error).message }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

export interface TempDir {
  path: string
  file(name: string): string
  write(name: string, data: Uint8Array | string): string
  read(name: string): Uint8Array
  readText(name: string): string
  remove(): void
}

/** A temp dir with sync read and write helpers. */
export function tempDir(prefix = 'sceau-proof-'): TempDir {
  const path = mkdtempSync(join(tmpdir(), prefix))
  return {
    path,
    file: (name) => join(path, name),
    write: (name, data) => {
      writeFileSync(join(path, name), data)
      return join(path, name)
    },
    read: (name) => new Uint8Array(readFileSync(join(path, name))),
    readText: (name) => readFileSync(join(path, name), 'utf8'),
    remove: () => rmSync(path, { recursive: true, force: true }),
  }
}

export interface OpensslTsa {
  dir: TempDir
  caPem: string
  tsaPem: string
  policy: string
  /** Answers a DER TimeStampReq with `openssl ts -reply`, returns the DER TimeStampResp. */
  reply(requestDer: Uint8Array): Uint8Array
  /** `openssl ts -verify` of a response against data (or a hex digest), CA and untrusted TSA cert. */
  verify(responseDer: Uint8Array, against: { data?: Uint8Array; digestHex?: string }): { ok: boolean; output: string }
}

/**
 * The sync form, in a temp dir rather than over HTTP: a CA + TSA certificate made by openssl itself and
 * a fuller `openssl ts` config (second policy, fine accuracy, ordering). `tsaExtensions` lets a test
 * issue a deliberately wrong TSA certificate.
 */
export function createOpensslTsa(options: { keyType?: OpensslKeyType; tsaExtensions?: string; tsaDays?: number } = {}): OpensslTsa {
  const dir = tempDir('sceau-openssl-tsa-')
  const keyType = options.keyType ?? 'ec'
  const policy = '1.2.3.4.1'
  dir.write('ext.cnf', tsaExtensions(options.tsaExtensions))
  mustOpensslSync(caArgs('ca', 'OpenSSL Test Root', keyType), dir.path)
  mustOpensslSync(tsaRequestArgs(keyType), dir.path)
  mustOpensslSync(tsaCertificateArgs('ca', options.tsaDays ?? 365), dir.path)
  dir.write('tsaserial', '01\n')
  dir.write(
    'tsa.cnf',
    tsaConfig(dir.path, policy, [
      'other_policies = 1.2.3.4.5',
      'accuracy = secs:1, millisecs:500, microsecs:100',
      'clock_precision_digits = 0',
      'ordering = yes',
      'ess_cert_id_chain = no',
    ])
  )
  return {
    dir,
    caPem: dir.readText('ca.pem'),
    tsaPem: dir.readText('tsa.pem'),
    policy,
    reply(requestDer) {
      dir.write('request.tsq', requestDer)
      mustOpensslSync(['ts', '-reply', '-config', 'tsa.cnf', '-queryfile', 'request.tsq', '-out', 'response.tsr'], dir.path)
      return dir.read('response.tsr')
    },
    verify(responseDer, against) {
      dir.write('check.tsr', responseDer)
      const args = ['ts', '-verify', '-in', 'check.tsr', '-CAfile', 'ca.pem', '-untrusted', 'tsa.pem']
      if (against.data) args.push('-data', dir.write('check.data', against.data))
      else args.push('-digest', against.digestHex!)
      return opensslSync(args, { cwd: dir.path })
    },
  }
}
