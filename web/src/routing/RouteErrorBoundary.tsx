import { useEffect } from 'react'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { isChunkLoadError, reloadAfterChunkError } from '../errors/chunkReload'
import { reportClientError } from '../errors/reportClientError'
import { ErrorLayout } from '../layouts/ErrorLayout'
import { NotFoundScreen } from '../screens/NotFoundScreen'
import { ServerErrorScreen } from '../screens/ServerErrorScreen'

/** What the router shows when a route fails: 404, or 500 after trying a reload for stale chunks. */
export function RouteErrorBoundary() {
  const error = useRouteError()
  const chunk = isChunkLoadError(error)
  const reloading = chunk && reloadAfterChunkError()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  useEffect(() => {
    if (reloading || notFound) return
    console.error(error)
    reportClientError(chunk ? 'chunk' : 'render', error)
  }, [error, reloading, notFound, chunk])
  if (reloading) return null
  return <ErrorLayout>{notFound ? <NotFoundScreen /> : <ServerErrorScreen />}</ErrorLayout>
}
