import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import ContainerBindingsMiddleware from '#middleware/container_bindings_middleware'
import RequestLoggerMiddleware from '#middleware/request_logger_middleware'
import ShutdownMiddleware from '#middleware/shutdown_middleware'
import SecurityHeadersMiddleware from '#middleware/security_headers_middleware'
import ApiHeadersMiddleware from '#middleware/api_headers_middleware'
import WebAssetsMiddleware from '#middleware/web_assets_middleware'

/** What every request goes through, in this order. Each stage keeps nothing per request, so one instance serves all. */
const stages = [
  new ContainerBindingsMiddleware(),
  new RequestLoggerMiddleware(),
  new ShutdownMiddleware(),
  new SecurityHeadersMiddleware(),
  new ApiHeadersMiddleware(),
  new WebAssetsMiddleware(),
]

/**
 * The server middleware as one: the container resolves and calls a middleware class per request,
 * which for six one-line stages cost more than the stages themselves (issue 15's health profile).
 */
export default class ServerPipelineMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    const run = (index: number): ReturnType<NextFn> => (index < stages.length ? stages[index].handle(ctx, () => run(index + 1)) : next())
    return run(0)
  }
}
