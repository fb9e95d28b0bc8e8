import { execFile } from 'node:child_process'
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

const TSA_EXTENSIONS = [
  '[tsa_ext]',
  'basicConstraints = critical, CA:FALSE',
  'keyUsage = critical, digitalSignature, nonRepudiation',
  'extendedKeyUsage = critical, timeStamping',
  'subjectKeyIdentifier = hash',
  'authorityKeyIdentifier = keyid',
  '',
].join('\n')

async function makeCa(dir: string, name: string) {
  await openssl(
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-keyout',
      `${name}.key`,
      '-out',
      `${name}.pem`,
      '-subj',
      `/C=FR/O=OpenSSL Test/CN=${name}`,
      '-days',
      '3650',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-addext',
      'keyUsage=critical,keyCertSign,cRLSign',
    ],
    dir
  )
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
  await writeFile(join(dir, 'ext.cnf'), TSA_EXTENSIONS)
  await openssl(
    [
      'req',
      '-new',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-keyout',
      'tsa.key',
      '-out',
      'tsa.csr',
      '-subj',
      '/C=FR/O=OpenSSL Test/CN=OpenSSL Test TSA',
    ],
    dir
  )
  await openssl(
    [
      'x509',
      '-req',
      '-in',
      'tsa.csr',
      '-CA',
      `${signingCa}.pem`,
      '-CAkey',
      `${signingCa}.key`,
      '-CAcreateserial',
      '-out',
      'tsa.pem',
      '-days',
      '365',
      '-extfile',
      'ext.cnf',
      '-extensions',
      'tsa_ext',
    ],
    dir
  )
  await writeFile(join(dir, 'tsaserial'), '01\n')
  await writeFile(
    join(dir, 'tsa.cnf'),
    [
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
      'default_policy = 1.2.3.4.1',
      'digests = sha256, sha384, sha512',
      'accuracy = secs:1',
      'ordering = no',
      'tsa_name = yes',
      'ess_cert_id_alg = sha256',
      '',
    ].join('\n')
  )

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
