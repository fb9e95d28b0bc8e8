import { describe, expect, it } from 'vitest'
import { CAPTURE_PORT, guardCapturePort, type GuardPort } from './captureGuard'

function port(name = CAPTURE_PORT) {
  let onMessage: (message: unknown) => void = () => {}
  let onDisconnect: () => void = () => {}
  const fake: GuardPort = {
    name,
    onMessage: { addListener: (listener) => void (onMessage = listener) },
    onDisconnect: { addListener: (listener) => void (onDisconnect = listener) },
  }
  return { fake, send: (message: unknown) => onMessage(message), close: () => onDisconnect() }
}

describe('guardCapturePort', () => {
  it('detaches the debugger from the tab when the popup closes while recording it', () => {
    const detached: number[] = []
    const { fake, send, close } = port()
    guardCapturePort(fake, async (tabId) => detached.push(tabId))
    send({ recording: 12 })
    close()
    expect(detached).toEqual([12])
  })

  it('leaves the tab alone once the recording is over, or for other ports', () => {
    const detached: number[] = []
    const done = port()
    guardCapturePort(done.fake, async (tabId) => detached.push(tabId))
    done.send({ recording: 12 })
    done.send({ done: true })
    done.close()
    const other = port('something-else')
    guardCapturePort(other.fake, async (tabId) => detached.push(tabId))
    other.send({ recording: 3 })
    other.close()
    expect(detached).toEqual([])
  })
})
