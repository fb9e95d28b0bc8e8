/*
 * docs/product.md §4 upload item states and their transitions, as a pure function the UI and the client share:
 * loading -> processing (every byte sent, the server is analysing) -> complete, with "loading
 * error" (the bytes could not be sent) and "sending error" (the server refused or rejected the file).
 */

export type FileState = 'waiting' | 'loading' | 'processing' | 'complete' | 'loadingError' | 'sendingError'

export type FileEvent =
  | { type: 'start' }
  | { type: 'progress' }
  | { type: 'sent' }
  | { type: 'ready' }
  | { type: 'rejected' }
  | { type: 'networkFailed' }
  | { type: 'refused' }
  | { type: 'retry' }

const TRANSITIONS: Record<FileState, Partial<Record<FileEvent['type'], FileState>>> = {
  waiting: { start: 'loading', refused: 'sendingError' },
  loading: { progress: 'loading', sent: 'processing', networkFailed: 'loadingError', refused: 'sendingError' },
  processing: { ready: 'complete', rejected: 'sendingError', networkFailed: 'processing' },
  complete: {},
  loadingError: { retry: 'waiting' },
  sendingError: { retry: 'waiting' },
}

/** The next state; events that do not apply leave the state as it is. */
export function nextState(state: FileState, event: FileEvent): FileState {
  return TRANSITIONS[state][event.type] ?? state
}

export const isFailed = (state: FileState) => state === 'loadingError' || state === 'sendingError'
export const isSettled = (state: FileState) => state === 'complete' || isFailed(state)
