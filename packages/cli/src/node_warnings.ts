/* tus-js-client's Node HTTP stack still calls url.parse(): Node's deprecation warning is for us, not for the person running sceau or the CI log. */
export function hideTusUrlParseWarning() {
  const emitWarning = process.emitWarning.bind(process)
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    const code = (warning as { code?: string }).code
    if (
      code === 'DEP0169' ||
      rest.some((arg) => arg === 'DEP0169' || (typeof arg === 'object' && arg !== null && (arg as { code?: string }).code === 'DEP0169'))
    )
      return
    ;(emitWarning as (...args: unknown[]) => void)(warning, ...rest)
  }) as typeof process.emitWarning
}
