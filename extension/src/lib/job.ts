/*
 * "Capture and deposit": record the tab, package the WACZ (@sceau/capture's buildWacz), deposit it at
 * the price the member confirmed. Each step reports a JobState the popup shows; a failure says what
 * to do (FailureKind). A capture the confirmed price does not cover stops before any upload
 * ('priceChanged' with its own price) and is kept, so that confirming its price deposits it as it is.
 */
import type { PageCapture } from '@sceau/capture'
import type { CapsuleView, CapturePrice } from '../../../plugins/capsules/shared/types'
import { SceauFailure, type ApiContext, type FailureKind } from './api'
import { capsuleSettled, depositCapture, fetchCapsule, fetchRedactedHeaders, PriceChanged, type DepositInput, type UploadFiles } from './deposit'

export type JobState =
  | { phase: 'idle' }
  | { phase: 'capturing' }
  | { phase: 'packaging'; fraction: number }
  | { phase: 'uploading'; fraction: number }
  | { phase: 'completing' }
  | { phase: 'deposited'; capsule: CapsuleView }
  /** The server's price for this capture is not the one confirmed: nothing was sent or charged; confirm `price` to deposit it. */
  | { phase: 'priceChanged'; price: CapturePrice; confirmedCents: number }
  | { phase: 'failed'; kind: FailureKind; message: string | null }

/** The phases during which the job holds the tab or sends files. */
export const RUNNING_PHASES: readonly JobState['phase'][] = ['capturing', 'packaging', 'uploading', 'completing']

export interface JobDeps {
  context: ApiContext
  capturePage: () => Promise<PageCapture>
  buildWacz: (capture: PageCapture, options: { onProgress?: (fraction: number) => void; redactHeaders?: readonly string[] }) => Promise<Uint8Array>
  upload: UploadFiles
  /** The deposit price the member confirmed (cents): sent with the capture, which the server deposits at that price or refuses. */
  priceCents: number
}

/** How a job ended: deposited, waiting for a new price to be confirmed (the capture kept), or failed (null). */
export type JobOutcome = { capsule: CapsuleView } | { pending: DepositInput } | null

export function failureState(error: unknown, whileCapturing: boolean): JobState {
  if (error instanceof SceauFailure) return { phase: 'failed', kind: error.kind, message: error.serverMessage }
  return { phase: 'failed', kind: whileCapturing ? 'notCapturable' : 'failed', message: error instanceof Error ? error.message : String(error) }
}

export async function captureAndDeposit(deps: JobDeps, onState: (state: JobState) => void): Promise<JobOutcome> {
  let input: DepositInput
  let capturing = true
  try {
    onState({ phase: 'capturing' })
    // What the instance wants redacted, asked first: a capture is never packed without it.
    const redactHeaders = (await fetchRedactedHeaders(deps.context)) ?? undefined
    const capture = await deps.capturePage()
    capturing = false
    if (!capture.exchanges.length) throw new SceauFailure('notCapturable')
    onState({ phase: 'packaging', fraction: 0 })
    const wacz = new Uint8Array(await deps.buildWacz(capture, { redactHeaders, onProgress: (fraction) => onState({ phase: 'packaging', fraction }) }))
    const screenshot = { ...capture.screenshot, png: new Uint8Array(capture.screenshot.png) }
    input = { url: capture.url, title: capture.title, capturedAt: capture.capturedAt, browser: capture.browser, wacz, screenshot }
  } catch (error) {
    onState(failureState(error, capturing))
    return null
  }
  return depositCaptured(deps, input, onState)
}

/** The deposit of a capture already made (at once, or once its new price is confirmed). */
export async function depositCaptured(
  deps: Pick<JobDeps, 'context' | 'upload' | 'priceCents'>,
  input: DepositInput,
  onState: (state: JobState) => void
): Promise<JobOutcome> {
  try {
    const capsule = await depositCapture(deps.context, input, deps.priceCents, deps.upload, (step) => {
      if (step.step === 'uploading') onState({ phase: 'uploading', fraction: step.fraction })
      if (step.step === 'completing') onState({ phase: 'completing' })
    })
    onState({ phase: 'deposited', capsule })
    return { capsule }
  } catch (error) {
    if (error instanceof PriceChanged) {
      onState({ phase: 'priceChanged', price: error.price, confirmedCents: error.confirmedCents })
      return { pending: input }
    }
    onState(failureState(error, false))
    return null
  }
}

/** Follows the capsule until it has its deposit number (or fails); each answer is passed on. */
export async function followCapsule(
  context: ApiContext,
  capsule: CapsuleView,
  onCapsule: (capsule: CapsuleView) => void,
  options: { intervalMs?: number; attempts?: number; stopped?: () => boolean } = {}
): Promise<CapsuleView> {
  let current = capsule
  for (let attempt = 0; !capsuleSettled(current) && attempt < (options.attempts ?? 120); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 2000))
    if (options.stopped?.()) break
    try {
      current = await fetchCapsule(context, current.id)
      onCapsule(current)
    } catch {
      // A network blip: ask again on the next round.
    }
  }
  return current
}
