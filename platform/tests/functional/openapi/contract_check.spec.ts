import { test } from '@japa/runner'
import { ContractCheck } from '../../../app/openapi/contract_check.js'
import { servedDocument } from '../../../app/openapi/openapi_controller.js'

const release = {
  id: 'r1',
  repository: 'acme/app',
  tag: 'v1.0.0',
  commit: 'a'.repeat(40),
  years: 3,
  coAuthors: [],
  state: 'uploading',
  archive: { name: 'app-v1.0.0.tar.gz', size: 10, sha256: 'b'.repeat(64) },
  deposit: null,
  error: null,
  createdAt: '2026-01-02T03:04:05.000Z',
}
const answer = (status: number, body: unknown, contentType?: string) => ({
  method: 'GET',
  pattern: '/api/v2/git-deploy/releases/:id',
  status,
  body,
  contentType,
})

test.group('The contract check', () => {
  test('passes a documented answer; fails an unknown field, a wrong type, an undocumented status or media type', ({ assert }) => {
    const check = new ContractCheck(servedDocument(), new Set(['git-deploy']))
    assert.deepEqual(check.check(answer(200, { release })), [])
    assert.match(check.check(answer(200, { release: { ...release, extra: 1 } })).join(), /must NOT have additional properties "extra"/)
    assert.match(check.check(answer(200, { release: { ...release, years: '3' } })).join(), /\/release\/years must be integer/)
    assert.match(check.check(answer(200, { release: { ...release, createdAt: 'yesterday' } })).join(), /must match format "date-time"/)
    assert.match(check.check(answer(418, { release })).join(), /status not documented/)
    assert.match(check.check(answer(200, 'a,b', 'text/csv')).join(), /text\/csv is not documented/)
    // Refusals: the error envelope and nothing else.
    assert.deepEqual(check.check(answer(404, { error: { code: 'E_NOT_FOUND', message: 'Not found' } })), [])
    assert.match(check.check(answer(404, { error: { code: 'E_NOT_FOUND', message: 'Not found', stack: '...' } })).join(), /additional properties "stack"/)
    assert.match(check.check(answer(404, { message: 'Not found' })).join(), /must have required property 'error'/)
  })

  test('every JSON answer of the document has a schema; with requireSchemasFor, an answer documented without one fails', ({ assert }) => {
    type Responses = Record<string, { content?: Record<string, { schema?: object }> }>
    const document = servedDocument() as { paths: Record<string, Record<string, { responses: Responses }>> }
    const schemaless = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        Object.entries(operation.responses)
          .filter(([, response]) => response.content?.['application/json'] && !Object.keys(response.content['application/json'].schema ?? {}).length)
          .map(([status]) => `${method.toUpperCase()} ${path} ${status}`)
      )
    )
    assert.deepEqual(schemaless, [])

    // The same route documented without a schema: only the tags named (or 'all') must have one.
    const copy = structuredClone(document)
    ;(copy.paths['/api/v2/users/me'].get.responses['200'].content!['application/json'] as { schema: object }).schema = {}
    const route = { method: 'GET', pattern: '/api/v2/users/me', status: 200, contentType: 'application/json', body: { any: 'thing' } }
    assert.deepEqual(new ContractCheck(copy, new Set(['git-deploy'])).check(route), [])
    assert.match(new ContractCheck(copy, new Set(['accounts'])).check(route).join(), /the answer has no schema/)
    assert.match(new ContractCheck(copy, 'all').check(route).join(), /the answer has no schema/)
    // With its schema, the same body fails for what it is.
    assert.match(new ContractCheck(document, 'all').check(route).join(), /GET \/api\/v2\/users\/me 200: \/ must have required property/)
  })
})
