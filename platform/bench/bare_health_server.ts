/* The baseline: a bare node:http server answering the same JSON as GET /api/v2/health. */
import { createServer } from 'node:http'

const body = process.argv[2] ?? '{}'
const server = createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
  response.end(body)
})
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'))
process.on('SIGTERM', () => server.close(() => process.exit(0)))
