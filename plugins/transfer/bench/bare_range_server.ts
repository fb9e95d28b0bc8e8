/*
 * The baseline of recipients_bench.ts: a bare node:http server answering GET /<n> with the n-th file
 * named on its command line, whole or one byte range ("a-b", "a-", "-n"), in 1 MiB reads as the
 * platform's storage reader, nothing else (no lookup, no log, no headers beyond the length).
 */
import { once } from 'node:events'
import { createReadStream, statSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'

const files = process.argv.slice(2).map((path) => ({ path, size: statSync(path).size }))

async function send(request: IncomingMessage, response: ServerResponse) {
  const file = files[Number(request.url!.slice(1))]
  if (!file) return response.writeHead(404).end()
  let start = 0
  let end = file.size - 1
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '')
  if (range) {
    start = range[1] === '' ? Math.max(0, file.size - Number(range[2])) : Number(range[1])
    end = range[1] === '' || range[2] === '' ? file.size - 1 : Math.min(Number(range[2]), file.size - 1)
    response.writeHead(206, { 'content-length': String(end - start + 1), 'content-range': `bytes ${start}-${end}/${file.size}` })
  } else {
    response.writeHead(200, { 'content-length': String(file.size) })
  }
  for await (const chunk of createReadStream(file.path, { start, end, highWaterMark: 1024 * 1024 })) {
    if (!response.write(chunk)) await once(response, 'drain')
  }
  response.end()
}

const server = createServer((request, response) => {
  send(request, response).catch((error: Error) => response.destroy(error))
})
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'))
process.on('SIGTERM', () => server.close(() => process.exit(0)))
