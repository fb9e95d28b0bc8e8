/*
 * Debian's Chromium launched by the bench itself and driven over a bare DevTools WebSocket, for measures that
 * DevTools' own instruments must not change (issue 29): Playwright enables the Network domain on every page it
 * drives, and Chromium then keeps a copy of every request body made of bytes for DevTools, which a user's browser
 * never does. Here only the domains in ALLOWED are ever called (none of them watches the network), and Network and
 * Fetch are refused outright.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CHROMIUM_ARGS, CHROMIUM_ENV, CHROMIUM_PATH } from '@sceau/testing/chromium'

// As Playwright launches it: a tab the bench opens is not a background tab (no throttled timers, no lowered priority).
const FOREGROUND_ARGS = [
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-ipc-flooding-protection',
  '--disable-hang-monitor',
  '--password-store=basic',
]

const ALLOWED = new Set(['Browser', 'DOM', 'Page', 'Profiler', 'Runtime', 'Storage', 'SystemInfo', 'Target'])

export interface ProcessInfo {
  type: string
  id: number
  cpuTime: number
}

interface Pending {
  resolve: (value: unknown) => void
  reject: (error: Error) => void
}

export class RawChromium {
  #ids = 0
  #pending = new Map<number, Pending>()
  private child: ChildProcess
  private ws: WebSocket
  private profileDir: string

  private constructor(child: ChildProcess, ws: WebSocket, profileDir: string) {
    this.child = child
    this.ws = ws
    this.profileDir = profileDir
    ws.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: { message: string } }
      if (message.id === undefined) return
      const pending = this.#pending.get(message.id)
      this.#pending.delete(message.id)
      if (message.error) pending?.reject(new Error(message.error.message))
      else pending?.resolve(message.result)
    })
  }

  static async launch(): Promise<RawChromium> {
    const profileDir = mkdtempSync(join(tmpdir(), 'sceau-raw-chromium-'))
    const child = spawn(CHROMIUM_PATH, [...CHROMIUM_ARGS, ...FOREGROUND_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profileDir}`, 'about:blank'], {
      env: CHROMIUM_ENV,
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    const url = await new Promise<string>((resolve, reject) => {
      let seen = ''
      child.stderr!.on('data', (data: Buffer) => {
        seen += data.toString()
        const found = /DevTools listening on (ws:\/\/\S+)/.exec(seen)
        if (found) resolve(found[1]!)
      })
      child.on('exit', (code) => reject(new Error(`Chromium exited (${code}) before DevTools listened: ${seen.slice(-500)}`)))
    })
    child.stderr!.resume()
    const ws = new WebSocket(url)
    await new Promise<void>((resolve, reject) => {
      ws.addEventListener('open', () => resolve(), { once: true })
      ws.addEventListener('error', () => reject(new Error(`no DevTools WebSocket at ${url}`)), { once: true })
    })
    return new RawChromium(child, ws, profileDir)
  }

  send<T = unknown>(method: string, params: Record<string, unknown> = {}, sessionId?: string): Promise<T> {
    if (!ALLOWED.has(method.slice(0, method.indexOf('.')))) throw new Error(`${method}: not a domain this bench calls (the network stays uninstrumented)`)
    const id = ++this.#ids
    this.ws.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }))
    return new Promise<T>((resolve, reject) => this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject }))
  }

  /** Chromium's processes and their CPU seconds so far (the browser's own count). */
  async processes(): Promise<ProcessInfo[]> {
    return ((await this.send('SystemInfo.getProcessInfo')) as { processInfo: ProcessInfo[] }).processInfo
  }

  /** A new tab, attached: evaluate() runs in it. */
  async newPage(): Promise<RawPage> {
    const { targetId } = await this.send<{ targetId: string }>('Target.createTarget', { url: 'about:blank' })
    const { sessionId } = await this.send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true })
    await this.send('Target.activateTarget', { targetId })
    return new RawPage(this, targetId, sessionId)
  }

  async close() {
    await this.send('Browser.close').catch(() => {})
    this.ws.close()
    if (this.child.exitCode === null) await new Promise((resolve) => this.child.once('exit', resolve))
    rmSync(this.profileDir, { recursive: true, force: true })
  }
}

export class RawPage {
  readonly browser: RawChromium
  private targetId: string
  private sessionId: string

  constructor(browser: RawChromium, targetId: string, sessionId: string) {
    this.browser = browser
    this.targetId = targetId
    this.sessionId = sessionId
  }

  send<T = unknown>(method: string, params: Record<string, unknown> = {}): Promise<T> {
    return this.browser.send<T>(method, params, this.sessionId)
  }

  /** `expression` evaluated in the page (a promise awaited), its value returned. */
  async evaluate<T>(expression: string): Promise<T> {
    const { result, exceptionDetails } = await this.send<{
      result: { value?: T }
      exceptionDetails?: { exception?: { description?: string }; text: string }
    }>('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true })
    if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text)
    return result.value as T
  }

  /** Navigates, then waits until `selector` is in the page. */
  async goto(url: string, selector: string) {
    await this.send('Page.navigate', { url })
    const deadline = Date.now() + 60_000
    for (;;) {
      const found = await this.evaluate<boolean>(`document.readyState === 'complete' && !!document.querySelector(${JSON.stringify(selector)})`).catch(
        () => false
      )
      if (found) return
      if (Date.now() > deadline) throw new Error(`${selector} not found at ${url}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  /** Sets a file input's files as a user's pick does (DOM.setFileInputFiles, change event included). */
  async setInputFiles(selector: string, files: string[]) {
    const { result } = await this.send<{ result: { objectId?: string } }>('Runtime.evaluate', {
      expression: `document.querySelector(${JSON.stringify(selector)})`,
    })
    if (!result.objectId) throw new Error(`${selector}: no such input`)
    await this.send('DOM.setFileInputFiles', { files, objectId: result.objectId })
  }

  /** The JS heap in use, bytes. */
  async heapUsed(): Promise<number> {
    return (await this.send<{ usedSize: number }>('Runtime.getHeapUsage')).usedSize
  }

  async close() {
    await this.browser.send('Target.closeTarget', { targetId: this.targetId }).catch(() => {})
  }
}
