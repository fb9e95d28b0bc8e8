/*
 * The baseline of download_bench.ts: a bare node:http server streaming the files named on its
 * command line one after the other (1 MiB reads, as the platform's storage reader), nothing else.
 */
import { once } from 'node:events'
import { createReadStream, statSync } from 'node:fs'
import { createServer, type ServerResponse } from 'node:http'

const paths = process.argv.slice(2)
const size = paths.reduce((sum, path) => sum + statSync(path).size, 0)

async function sendAll(response: ServerResponse) {
  response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(size) })
  for (const path of paths) {
    for await (const chunk of createReadStream(path, { highWaterMark: 1024 * 1024 })) {
      if (!response.write(chunk)) await once(response, 'drain')
    }
  }
  response.end()
}

createServer((_request, response) => {
  sendAll(response).catch((error: Error) => response.destroy(error))
}).listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'))
