// Test helper: a real, independent OpenSSL TSA and verifier in a temp dir (no mocks).
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export function openssl(args: string[], options: { cwd?: string; input?: Uint8Array } = {}): { ok: boolean; output: string } {
  try {
    const output = execFileSync('openssl', args, { cwd: options.cwd, input: options.input, stdio: ['pipe', 'pipe', 'pipe'] })
    return { ok: true, output: output.toString() }
  } catch (error) {
    const e = error as { stdout?: Buffer; stderr?: Buffer }
    return { ok: false, output: `${e.stdout?.toString() ?? ''}${e.stderr?.toString() ?? ''}` }
  }
}

export function mustOpenssl(args: string[], cwd: string): string {
  const result = openssl(args, { cwd })
  if (!result.ok) throw new Error(`openssl ${args.join(' ')} failed:\n${result.output}`)
  return result.output
}

export interface TempDir {
  path: string
  file(name: string): string
  write(name: string, data: Uint8Array | string): string
  read(name: string): Uint8Array
  readText(name: string): string
  remove(): void
}

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

export type OpensslKeyType = 'ec' | 'rsa'

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

function newKeyArgs(type: OpensslKeyType): string[] {
  return type === 'ec' ? ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256'] : ['-newkey', 'rsa:2048']
}

/**
 * A CA + TSA certificate made by openssl itself, and a minimal `openssl ts` config.
 * `tsaExtensions` lets a test issue a deliberately wrong TSA certificate.
 */
export function createOpensslTsa(options: { keyType?: OpensslKeyType; tsaExtensions?: string; tsaDays?: number } = {}): OpensslTsa {
  const dir = tempDir('sceau-openssl-tsa-')
  const keyType = options.keyType ?? 'ec'
  const policy = '1.2.3.4.1'
  dir.write(
    'ext.cnf',
    [
      '[tsa_ext]',
      options.tsaExtensions ??
        [
          'basicConstraints = critical, CA:FALSE',
          'keyUsage = critical, digitalSignature, nonRepudiation',
          'extendedKeyUsage = critical, timeStamping',
          'subjectKeyIdentifier = hash',
          'authorityKeyIdentifier = keyid',
        ].join('\n'),
      '',
    ].join('\n')
  )
  mustOpenssl(
    [
      'req',
      '-x509',
      ...newKeyArgs(keyType),
      '-nodes',
      '-keyout',
      'ca.key',
      '-out',
      'ca.pem',
      '-subj',
      '/C=FR/O=OpenSSL Test/CN=OpenSSL Test Root',
      '-days',
      '3650',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-addext',
      'keyUsage=critical,keyCertSign,cRLSign',
    ],
    dir.path
  )
  mustOpenssl(
    ['req', '-new', ...newKeyArgs(keyType), '-nodes', '-keyout', 'tsa.key', '-out', 'tsa.csr', '-subj', '/C=FR/O=OpenSSL Test/CN=OpenSSL Test TSA'],
    dir.path
  )
  mustOpenssl(
    [
      'x509',
      '-req',
      '-in',
      'tsa.csr',
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-out',
      'tsa.pem',
      '-days',
      String(options.tsaDays ?? 365),
      '-extfile',
      'ext.cnf',
      '-extensions',
      'tsa_ext',
    ],
    dir.path
  )
  dir.write('tsaserial', '01\n')
  dir.write(
    'tsa.cnf',
    [
      '[ tsa ]',
      'default_tsa = tsa_config',
      '[ tsa_config ]',
      `dir = ${dir.path}`,
      'serial = $dir/tsaserial',
      'crypto_device = builtin',
      'signer_cert = $dir/tsa.pem',
      'certs = $dir/tsa.pem',
      'signer_key = $dir/tsa.key',
      'signer_digest = sha256',
      `default_policy = ${policy}`,
      'other_policies = 1.2.3.4.5',
      'digests = sha256, sha384, sha512',
      'accuracy = secs:1, millisecs:500, microsecs:100',
      'clock_precision_digits = 0',
      'ordering = yes',
      'tsa_name = yes',
      'ess_cert_id_chain = no',
      'ess_cert_id_alg = sha256',
      '',
    ].join('\n')
  )
  return {
    dir,
    caPem: dir.readText('ca.pem'),
    tsaPem: dir.readText('tsa.pem'),
    policy,
    reply(requestDer) {
      dir.write('request.tsq', requestDer)
      mustOpenssl(['ts', '-reply', '-config', 'tsa.cnf', '-queryfile', 'request.tsq', '-out', 'response.tsr'], dir.path)
      return dir.read('response.tsr')
    },
    verify(responseDer, against) {
      dir.write('check.tsr', responseDer)
      const args = ['ts', '-verify', '-in', 'check.tsr', '-CAfile', 'ca.pem', '-untrusted', 'tsa.pem']
      if (against.data) args.push('-data', dir.write('check.data', against.data))
      else args.push('-digest', against.digestHex!)
      return openssl(args, { cwd: dir.path })
    },
  }
}
