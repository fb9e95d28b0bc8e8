/*
 * A reverse proxy in front of the test platform that can hold chosen requests: it forwards them (the
 * server acts on them) but keeps the answer back, so a test can kill the CLI at a precise phase (the
 * deposit created but not answered, every byte sent but the seal not seen) and check what a re-run does.
 */
import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http'
import { once } from 'node:events'

export interface HeldRequest {
  method: string
  path: string
}

export interface HoldingProxy {
  url: string
  /** From now on, answers to requests matching `match` are held (the request still reaches the server). */
  hold(match: (request: HeldRequest) => boolean): void
  /** Requests whose answers were held so far. */
  held: HeldRequest[]
  /** Every request that went through, in order. */
  seen: HeldRequest[]
  close(): Promise<void>
}

export async function startHoldingProxy(target: string): Promise<HoldingProxy> {
  const upstream = new URL(target)
  let match: ((request: HeldRequest) => boolean) | null = null
  const held: HeldRequest[] = []
  const all: HeldRequest[] = []
  const open = new Set<ServerResponse>()
  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const seen = { method: incoming.method ?? 'GET', path: incoming.url ?? '/' }
    all.push(seen)
    const holding = match?.(seen) ?? false
    const proxied = forward(
      { host: upstream.hostname, port: upstream.port, method: seen.method, path: seen.path, headers: { ...incoming.headers, host: upstream.host } },
      (answer) => {
        if (holding) {
          held.push(seen)
          // The server has answered: drain it and keep the client waiting until it gives up (or is killed).
          answer.resume()
          open.add(outgoing)
          return
        }
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      }
    )
    proxied.on('error', () => outgoing.destroy())
    incoming.pipe(proxied)
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${port}`,
    hold: (next) => (match = next),
    held,
    seen: all,
    async close() {
      for (const response of open) response.destroy()
      server.closeAllConnections()
      server.close()
      await once(server, 'close')
    },
  }
}
