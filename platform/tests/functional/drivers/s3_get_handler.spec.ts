import { randomBytes } from 'node:crypto'
import { createServer as createHttpServer, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { createServer as createTlsServer } from 'node:tls'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buffer } from 'node:stream/consumers'
import { test } from '@japa/runner'
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { S3GetHandler } from '#services/storage/s3_get_handler'
import { s3RangeReader } from '#services/storage/storage_ranges'
import { openssl } from '@sceau/testing/openssl'
import { startS3Server } from '@sceau/testing/s3'

const object = randomBytes(3 * 1024 * 1024 + 17)

/** s3rver with one object of a few MiB: larger than the handler's 256 KiB read buffer and the body's buffering. */
async function s3WithObject() {
  const server = await startS3Server()
  const writer = new S3Client(server.options)
  await writer.send(new PutObjectCommand({ Bucket: server.options.bucket, Key: 'big.bin', Body: object }))
  writer.destroy()
  return server
}

test.group('S3 reads through S3GetHandler (kept-alive connections, one read buffer each)', (group) => {
  let server: Awaited<ReturnType<typeof s3WithObject>>
  group.setup(async () => {
    server = await s3WithObject()
    return () => server.close()
  })

  test('full and range reads are byte-exact and share one connection', async ({ assert }) => {
    const read = s3RangeReader(server.options)
    const before = server.connections()
    assert.isTrue((await buffer(await read('big.bin'))).equals(object))
    assert.isTrue((await buffer(await read('big.bin', { start: 5, end: 300_004 }))).equals(object.subarray(5, 300_005)))
    assert.isTrue((await buffer(await read('big.bin', { start: object.length - 1, end: object.length - 1 }))).equals(object.subarray(-1)))
    assert.isTrue((await buffer(await read('big.bin'))).equals(object))
    assert.equal(server.connections() - before, 1)
  })

  test('a missing key rejects at once (NoSuchKey) and leaves the connection usable', async ({ assert }) => {
    const read = s3RangeReader(server.options)
    const before = server.connections()
    await assert.rejects(() => read('missing.bin'), /specified key does not exist/)
    assert.isTrue((await buffer(await read('big.bin', { start: 0, end: 9 }))).equals(object.subarray(0, 10)))
    assert.equal(server.connections() - before, 1)
  })

  test('a body destroyed mid-read closes its connection instead of pooling it; the next read is exact', async ({ assert }) => {
    const read = s3RangeReader(server.options)
    const before = server.connections()
    const body = await read('big.bin')
    for await (const chunk of body) {
      assert.isAbove((chunk as Buffer).length, 0)
      break
    }
    assert.isTrue(body.destroyed)
    assert.isTrue((await buffer(await read('big.bin'))).equals(object))
    assert.isTrue((await buffer(await read('big.bin', { start: 1000, end: 1999 }))).equals(object.subarray(1000, 2000)))
    assert.equal(server.connections() - before, 2)
  })
})

test.group('S3 reads piped into HTTP responses (ByteBody pooled buffers filled from the read buffer)', (group) => {
  let server: Awaited<ReturnType<typeof s3WithObject>>
  let web: Server
  let base: string
  // Each test its own reader (its own connection pool).
  let read: ReturnType<typeof s3RangeReader>
  group.each.setup(() => {
    read = s3RangeReader(server.options)
  })
  group.setup(async () => {
    server = await s3WithObject()
    web = createHttpServer((request, response) => {
      const range = request.url === '/range' ? { start: 123, end: 2_500_000 } : undefined
      read('big.bin', range).then(
        (body) => body.pipe(response),
        () => response.writeHead(500).end()
      )
    })
    await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(web.address() as AddressInfo).port}`
    return async () => {
      web.closeAllConnections()
      await new Promise<void>((resolve) => web.close(() => resolve()))
      await server.close()
    }
  })

  test('whole and ranged downloads are byte-exact over one S3 connection', async ({ assert }) => {
    const before = server.connections()
    assert.isTrue(Buffer.from(await (await fetch(`${base}/`)).arrayBuffer()).equals(object))
    assert.isTrue(Buffer.from(await (await fetch(`${base}/range`)).arrayBuffer()).equals(object.subarray(123, 2_500_001)))
    assert.isTrue(Buffer.from(await (await fetch(`${base}/`)).arrayBuffer()).equals(object))
    assert.equal(server.connections() - before, 1)
  })

  test('a recipient leaving mid-download drops that S3 connection; the next download is exact', async ({ assert }) => {
    const before = server.connections()
    const controller = new AbortController()
    const response = await fetch(`${base}/`, { signal: controller.signal })
    const reader = response.body!.getReader()
    assert.isAbove((await reader.read()).value!.length, 0)
    controller.abort()
    assert.isTrue(Buffer.from(await (await fetch(`${base}/`)).arrayBuffer()).equals(object))
    assert.isTrue(Buffer.from(await (await fetch(`${base}/range`)).arrayBuffer()).equals(object.subarray(123, 2_500_001)))
    assert.equal(server.connections() - before, 2)
  })
})

test.group('S3GetHandler over TLS (a local TLS front of s3rver, certificate from a test CA)', (group) => {
  let server: Awaited<ReturnType<typeof s3WithObject>>
  let front: Server | ReturnType<typeof createTlsServer>
  let endpoint: string
  let caPem: string
  let tlsConnections = 0

  group.setup(async () => {
    server = await s3WithObject()
    const dir = await mkdtemp(join(tmpdir(), 'sceau-s3-tls-'))
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
        'ca.key',
        '-out',
        'ca.pem',
        '-subj',
        '/CN=Sceau test S3 CA',
        '-days',
        '2',
      ],
      dir
    )
    await openssl(
      ['req', '-new', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-keyout', 's3.key', '-out', 's3.csr', '-subj', '/CN=127.0.0.1'],
      dir
    )
    await writeFile(join(dir, 'san.cnf'), 'subjectAltName=IP:127.0.0.1\n')
    await openssl(
      ['x509', '-req', '-in', 's3.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-out', 's3.pem', '-days', '2', '-extfile', 'san.cnf'],
      dir
    )
    caPem = await readFile(join(dir, 'ca.pem'), 'utf8')
    const key = await readFile(join(dir, 's3.key'))
    const cert = await readFile(join(dir, 's3.pem'))
    await rm(dir, { recursive: true, force: true })
    const s3Port = Number(new URL(server.options.endpoint).port)
    // TLS ends here; the plain bytes go on to s3rver on a connection of their own.
    front = createTlsServer({ key, cert }, (secure) => {
      tlsConnections++
      const plain = connect(s3Port, '127.0.0.1')
      secure.pipe(plain).pipe(secure)
      secure.on('error', () => plain.destroy())
      plain.on('error', () => secure.destroy())
    })
    await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve))
    endpoint = `https://127.0.0.1:${(front.address() as AddressInfo).port}`
    return async () => {
      await new Promise<void>((resolve) => front.close(() => resolve()))
      await server.close()
    }
  })

  test('reads over https with the CA from the config: byte-exact, one TLS connection for several reads', async ({ assert }) => {
    const read = s3RangeReader({ ...server.options, endpoint, ca: caPem })
    const before = tlsConnections
    assert.isTrue((await buffer(await read('big.bin'))).equals(object))
    assert.isTrue((await buffer(await read('big.bin', { start: 70_000, end: 1_070_000 }))).equals(object.subarray(70_000, 1_070_001)))
    await assert.rejects(() => read('missing.bin'), /specified key does not exist/)
    assert.isTrue((await buffer(await read('big.bin'))).equals(object))
    assert.equal(tlsConnections - before, 1)
  })

  test('without that CA the certificate is refused', async ({ assert }) => {
    const read = s3RangeReader({ ...server.options, endpoint })
    await assert.rejects(() => read('big.bin'), /self-signed|unable to (get|verify)|certificate/i)
  })
})

test.group('S3GetHandler HTTP/1.1 bodies', (group) => {
  let origin: Server
  let port: number
  let connections = 0
  let hanging: (() => void) | undefined
  const payload = randomBytes(700_000)

  group.setup(async () => {
    origin = createHttpServer((request, response) => {
      if (request.url === '/chunked') {
        // No Content-Length: node:http sends the body chunked, in uneven pieces.
        response.writeHead(200, { 'content-type': 'application/octet-stream' })
        response.write(payload.subarray(0, 1))
        response.write(payload.subarray(1, 65_537))
        response.end(payload.subarray(65_537))
      } else if (request.url === '/hang') {
        // Never answers: the client gives up.
        hanging?.()
      } else if (request.url === '/close') {
        // HTTP/1.0-style: the body ends with the connection.
        response.socket!.end(`HTTP/1.1 200 OK\r\nconnection: close\r\n\r\n${payload.subarray(0, 1000).toString('latin1')}`, 'latin1')
      } else {
        response.writeHead(404, { 'content-type': 'application/xml' })
        response.end('<Error><Code>NoSuchKey</Code></Error>')
      }
    })
    origin.on('connection', () => connections++)
    await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve))
    port = (origin.address() as AddressInfo).port
    return () => new Promise<void>((resolve) => origin.close(() => resolve()))
  })

  const get = (handler: S3GetHandler, path: string) =>
    handler.handle({ protocol: 'http:', hostname: '127.0.0.1', port, method: 'GET', path, headers: {} }).then(({ response }) => response)

  test('a chunked body arrives whole and the connection is reused; a 404 comes back as a response with its body', async ({ assert }) => {
    const handler = new S3GetHandler()
    const before = connections
    const first = await get(handler, '/chunked')
    assert.equal(first.statusCode, 200)
    assert.isTrue((await buffer(first.body)).equals(payload))
    const missing = await get(handler, '/missing')
    assert.equal(missing.statusCode, 404)
    assert.include((await buffer(missing.body)).toString(), 'NoSuchKey')
    assert.isTrue((await buffer((await get(handler, '/chunked')).body)).equals(payload))
    assert.equal(connections - before, 1)
    handler.destroy()
  })

  test('a body that ends with the connection is read to the close, and that connection is not reused', async ({ assert }) => {
    const handler = new S3GetHandler()
    const before = connections
    assert.isTrue((await buffer((await get(handler, '/close')).body)).equals(payload.subarray(0, 1000)))
    assert.isTrue((await buffer((await get(handler, '/chunked')).body)).equals(payload))
    assert.equal(connections - before, 2)
    handler.destroy()
  })

  test('a request aborted while waiting rejects, and its connection is dropped, not pooled', async ({ assert }) => {
    const handler = new S3GetHandler()
    const controller = new AbortController()
    const arrived = new Promise<void>((resolve) => (hanging = resolve))
    const waiting = handler.handle(
      { protocol: 'http:', hostname: '127.0.0.1', port, method: 'GET', path: '/hang', headers: {} },
      { abortSignal: controller.signal }
    )
    await arrived
    controller.abort(new Error('recipient gone'))
    await assert.rejects(() => waiting, /recipient gone/)
    assert.isTrue((await buffer((await get(handler, '/chunked')).body)).equals(payload))
    assert.equal(handler.opened, 2)
    handler.destroy()
  })
})
