import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { API_PREFIX } from '#plugins/plugin_router'
import { ContractCheck } from './contract_check.js'
import { servedDocument } from './openapi_controller.js'

let check: ContractCheck | null = null
let strictTags: ReadonlySet<string> | 'all' = new Set()
const violations: string[] = []

/** The tags whose JSON answers must have a schema, once their schemas are complete. */
export function requireSchemasFor(tags: ReadonlySet<string> | 'all') {
  strictTags = tags
  check = null
}

/** The violations seen since the last call (the test bootstrap fails the test that caused them). */
export function takeViolations() {
  return violations.splice(0)
}

/**
 * Test runs only (start/kernel.ts): every /api/v2 answer is checked against the OpenAPI document
 * the instance serves, so the document cannot drift from what the code answers.
 */
export default class ContractMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    // Checked when the answer is written: after the exception handler has made refusals' envelopes.
    const finish = ctx.response.finish.bind(ctx.response)
    ctx.response.finish = () => {
      record(ctx)
      finish()
    }
    return next()
  }
}

function record(ctx: HttpContext) {
  const pattern = ctx.route?.pattern
  if (!pattern?.startsWith(`${API_PREFIX}/`)) return
  const { response } = ctx
  const inMemory = !response.hasStream && !response.hasFileToStream
  check ??= new ContractCheck(servedDocument(), strictTags)
  violations.push(
    ...check.check({
      method: ctx.request.method(),
      pattern,
      status: response.getStatus(),
      contentType: response.getHeader('content-type') as string | undefined,
      body: inMemory ? response.getBody() : undefined,
    })
  )
}
