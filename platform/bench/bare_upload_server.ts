/*
 * The baseline of upload_bench.ts: a bare node:http server that appends each chunk (PATCH ?offset=)
 * to a file while hashing it (SHA-256 + CRC-32), the least any upload endpoint has to do. Each upload
 * (after a DELETE) goes to a new file and the old ones stay, as the platform keeps every file it
 * received: rewriting one file would drop its unwritten pages and spare the baseline the disk's writeback.
 */
import { createHash } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { crc32 } from 'node:zlib'

const base = process.argv[2]
let uploads = 0
let path = `${base}.${uploads}`
let hash = createHash('sha256')
let crc = 0
let offset = 0

async function receive(request: IncomingMessage, response: ServerResponse) {
  if (request.method === 'DELETE') {
    hash = createHash('sha256')
    crc = 0
    offset = 0
    path = `${base}.${++uploads}`
    return response.writeHead(204).end()
  }
  if (request.method === 'GET') return response.end(JSON.stringify({ sha256: hash.copy().digest('hex'), crc32: crc >>> 0, offset }))
  const at = Number(new URL(request.url!, 'http://x').searchParams.get('offset'))
  if (at !== offset) return response.writeHead(409).end()
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk)
      crc = crc32(chunk, crc)
      offset += chunk.length
      callback(null, chunk)
    },
  })
  await pipeline(request, meter, createWriteStream(path, { flags: at === 0 ? 'w' : 'r+', start: at }))
  response.writeHead(204, { 'upload-offset': String(offset) }).end()
}

const server = createServer((request, response) => {
  receive(request, response).catch((error: Error) => response.destroy(error))
})
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'))
process.on('SIGTERM', () => server.close(() => process.exit(0)))
