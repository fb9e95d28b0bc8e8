/* What every benchmark needs: a free port, waiting for a server, a child's exit, printed figures. */
import type { ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'

export async function freePort() {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** Resolves once the URL answers 2xx (30 s at most). */
export async function waitFor(url: string) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${url} did not answer`)
}

/** The exit code of a child process (1 when killed by a signal). */
export const exitOf = (child: ChildProcess) => new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 1)))

export const print = (line: Record<string, unknown>) => console.log(JSON.stringify(line))
export const round = (x: number, digits = 1) => Number(x.toFixed(digits))
export const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!
