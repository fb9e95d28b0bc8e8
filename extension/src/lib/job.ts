/*
 * "Capture and deposit": record the tab, package the WACZ (@sceau/capture's buildWacz), deposit it.
 * Each step reports a JobState the popup shows; a failure says what to do (FailureKind).
 */
import type { PageCapture } from '@sceau/capture'
import type { CapsuleView } from '../../../plugins/capsules/shared/types'
import { SceauFailure, type ApiContext, type FailureKind } from './api'
import { capsuleSettled, depositCapture, fetchCapsule, fetchRedactedHeaders, type UploadFiles } from './deposit'

export type JobState =
  | { phase: 'idle' }
  | { phase: 'capturing' }
  | { phase: 'packaging'; fraction: number }
  | { phase: 'uploading'; fraction: number }
  | { phase: 'completing' }
  | { phase: 'deposited'; capsule: CapsuleView }
  | { phase: 'failed'; kind: FailureKind; message: string | null }

/** The phases during which the job holds the tab or sends files. */
export const RUNNING_PHASES: readonly JobState['phase'][] = ['capturing', 'packaging', 'uploading', 'completing']

export interface JobDeps {
  context: ApiContext
  capturePage: () => Promise<PageCapture>
  buildWacz: (capture: PageCapture, options: { onProgress?: (fraction: number) => void; redactHeaders?: readonly string[] }) => Promise<Uint8Array>
  upload: UploadFiles
}

export function failureState(error: unknown, whileCapturing: boolean): JobState {
  if (error instanceof SceauFailure) return { phase: 'failed', kind: error.kind, message: error.serverMessage }
  return { phase: 'failed', kind: whileCapturing ? 'notCapturable' : 'failed', message: error instanceof Error ? error.message : String(error) }
}

export async function captureAndDeposit(deps: JobDeps, onState: (state: JobState) => void): Promise<CapsuleView | null> {
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
    const capsule = await depositCapture(
      deps.context,
      { url: capture.url, title: capture.title, capturedAt: capture.capturedAt, browser: capture.browser, wacz, screenshot },
      deps.upload,
      (step) => {
        if (step.step === 'uploading') onState({ phase: 'uploading', fraction: step.fraction })
        if (step.step === 'completing') onState({ phase: 'completing' })
      }
    )
    onState({ phase: 'deposited', capsule })
    return capsule
  } catch (error) {
    onState(failureState(error, capturing))
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
