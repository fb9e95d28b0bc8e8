import { Component, type ReactNode } from 'react'
import { ErrorPageFallback } from './ErrorPageFallback'
import { reportClientError } from './reportClientError'

interface State {
  failed: boolean
}

/** Catches a crash of the error page itself (React needs a class for this). */
export class ErrorPageBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  componentDidCatch(error: unknown) {
    console.error('[error page] failed to render', error)
    reportClientError('render', error)
  }

  render() {
    return this.state.failed ? <ErrorPageFallback /> : this.props.children
  }
}
