import { describe, expect, it } from 'vitest'
import { isFailed, isSettled, nextState, type FileEvent, type FileState } from './file_states.js'

const run = (events: FileEvent['type'][], from: FileState = 'waiting') =>
  events.reduce<FileState>((state, type) => nextState(state, { type } as FileEvent), from)

describe('upload item states (docs/product.md §4)', () => {
  it('loading, then processing once sent, then complete once the server is done', () => {
    expect(run(['start'])).toBe('loading')
    expect(run(['start', 'progress', 'progress', 'sent'])).toBe('processing')
    expect(run(['start', 'sent', 'ready'])).toBe('complete')
  })

  it('a network failure while loading is a loading error; retry puts the file back in line', () => {
    expect(run(['start', 'networkFailed'])).toBe('loadingError')
    expect(run(['start', 'networkFailed', 'retry'])).toBe('waiting')
    expect(run(['start', 'networkFailed', 'retry', 'start', 'sent', 'ready'])).toBe('complete')
  })

  it('a refusal or a rejection by the server is a sending error', () => {
    expect(run(['start', 'refused'])).toBe('sendingError')
    expect(run(['start', 'sent', 'rejected'])).toBe('sendingError')
    expect(run(['start', 'sent', 'networkFailed'])).toBe('processing')
  })

  it('events that do not apply change nothing; complete is final', () => {
    expect(run(['ready'])).toBe('waiting')
    expect(run(['start', 'sent', 'ready', 'networkFailed', 'retry'])).toBe('complete')
  })

  it('failed and settled', () => {
    expect(isFailed('loadingError') && isFailed('sendingError')).toBe(true)
    expect(isFailed('processing')).toBe(false)
    expect(isSettled('complete') && isSettled('sendingError') && !isSettled('loading')).toBe(true)
  })
})
