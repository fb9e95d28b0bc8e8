/*
 * The capture runs in the popup: if the popup closes mid-way (a click elsewhere), the debugger must
 * not stay attached to the tab. The popup holds a port to the background while it records; when
 * that port disconnects before the popup said it was done, the background detaches the debugger.
 */
export const CAPTURE_PORT = 'sceau:capture'

export interface GuardPort {
  name: string
  onMessage: { addListener(listener: (message: unknown) => void): void }
  onDisconnect: { addListener(listener: () => void): void }
}

/** Background side: `detach(tabId)` when the popup goes away while recording that tab. */
export function guardCapturePort(port: GuardPort, detach: (tabId: number) => Promise<unknown>): void {
  if (port.name !== CAPTURE_PORT) return
  let recording: number | null = null
  port.onMessage.addListener((message) => {
    const data = message as { recording?: unknown; done?: unknown } | null
    if (typeof data?.recording === 'number') recording = data.recording
    if (data?.done === true) recording = null
  })
  port.onDisconnect.addListener(() => {
    if (recording !== null) void detach(recording).catch(() => {})
  })
}
