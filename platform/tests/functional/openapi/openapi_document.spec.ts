import { test } from '@japa/runner'
import { Validator } from '@seriousme/openapi-schema-validator'
import SwaggerParser from '@apidevtools/swagger-parser'
import { Browser } from '@sceau/testing/browser'
import { apiOperations, openApiPath } from '../../../app/openapi/openapi_document.js'
import { registeredRoutes } from '../../../app/openapi/openapi_controller.js'
import { PLATFORM_REQUEST_SCHEMAS } from '../../../app/openapi/request_schemas.js'

interface Operation {
  summary?: string
  tags?: string[]
  parameters?: { name: string; in: string; required?: boolean; schema: Record<string, unknown> }[]
  security: Record<string, string[]>[]
  requestBody?: { content: { 'application/json': { schema: Record<string, unknown> } } }
  'x-sceau-api-key-scopes'?: string[]
  responses: Record<string, unknown>
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: Record<string, Record<string, unknown>> }

async function fetchDocument() {
  const response = await fetch(`${Browser.baseUrl()}/api/v2/openapi.json`)
  return { status: response.status, type: response.headers.get('content-type'), body: (await response.json()) as Document }
}

test.group('GET /api/v2/openapi.json', () => {
  test('documents every route the router registered under /api/v2, and no other', async ({ assert }) => {
    const { status, type, body } = await fetchDocument()
    assert.equal(status, 200)
    assert.match(type ?? '', /application\/json/)
    const registered = apiOperations(registeredRoutes()).map(({ method, pattern }) => `${method.toUpperCase()} ${openApiPath(pattern)}`)
    // HEAD is documented where it is the real method (tus); the router lists it with GET.
    const documented = Object.entries(body.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => method !== 'head')
        .map((method) => `${method.toUpperCase()} ${path}`)
    )
    assert.isAbove(registered.length, 50)
    assert.sameMembers(documented, registered)
    // The plugins' routes are there too, and this document itself.
    for (const route of ['GET /api/v2/openapi.json', 'POST /api/v2/consignment/deposits', 'POST /api/v2/transfer/transfers', 'PATCH /api/v2/uploads/{id}']) {
      assert.include(registered, route)
    }
  })

  test('is a valid OpenAPI 3.1 document', async ({ assert }) => {
    const { body } = await fetchDocument()
    assert.equal(body.openapi, '3.1.0')
    const validator = new Validator()
    const result = await validator.validate(body)
    assert.isTrue(result.valid, JSON.stringify(result.errors, null, 1)?.slice(0, 2000))
    assert.equal(validator.version, '3.1')
    // A second, independent validator (it dereferences every $ref too).
    await SwaggerParser.validate(structuredClone(body) as never)
  })

  test('every operation has a summary and a tag; the document points to the reference the instance serves', async ({ assert }) => {
    const { body } = await fetchDocument()
    const operations = Object.entries(body.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation }))
    )
    for (const { path, method, operation } of operations) {
      assert.isString(operation.summary, `${method} ${path}`)
      assert.lengthOf(operation.tags ?? [], 1, `${method} ${path}`)
    }
    const tags = (body as unknown as { tags: { name: string }[] }).tags.map((tag) => tag.name)
    assert.includeMembers(tags, [
      'accounts',
      'organizations',
      'billing',
      'uploads',
      'platform',
      'consignment',
      'transfer',
      'receptions',
      'capsules',
      'git-deploy',
    ])
    const text = JSON.stringify(body)
    assert.notInclude(text, '.md')
    assert.deepEqual((body as unknown as { externalDocs: { url: string } }).externalDocs.url, '/api/docs')
  })

  test('query parameters, files, the tus protocol and the upload token are documented', async ({ assert }) => {
    const { body } = await fetchDocument()
    const parameter = (path: string, method: string, name: string) => body.paths[path][method].parameters?.find((p) => p.name === name)
    assert.deepInclude(parameter('/api/v2/consignment/quote', 'get', 'bytes'), { in: 'query', required: true })
    assert.deepInclude(parameter('/api/v2/consignment/deposits', 'get', 'perPage'), { in: 'query', required: false })
    assert.deepInclude(parameter('/api/v2/transfer/transfers', 'get', 'page'), { in: 'query' })
    const ok = (path: string, method = 'get') => (body.paths[path][method].responses['200'] as { content: Record<string, unknown> }).content
    assert.properties(ok('/api/v2/consignment/deposits/{id}/files/{fileId}/certificate'), ['application/pdf'])
    assert.properties(ok('/api/v2/consignment/deposits/{id}/files/{fileId}/proof'), ['application/zip'])
    assert.properties(ok('/api/v2/consignment/certificates/{token}/pdf'), ['application/pdf'])
    assert.notProperty(ok('/api/v2/consignment/deposits/{id}/files/{fileId}/proof'), 'application/json')

    for (const [path, method] of [
      ['/api/v2/uploads', 'post'],
      ['/api/v2/uploads', 'get'],
      ['/api/v2/uploads/{id}', 'head'],
      ['/api/v2/uploads/{id}', 'patch'],
      ['/api/v2/uploads/{id}', 'delete'],
    ]) {
      assert.deepEqual(body.paths[path][method].security, [{ uploadToken: [] }], `${method} ${path}`)
      assert.property(body.paths[path][method].responses, '401', `${method} ${path}`)
    }
    assert.deepInclude(parameter('/api/v2/uploads/{id}', 'patch', 'Upload-Offset'), { in: 'header', required: true })
    assert.deepInclude(parameter('/api/v2/uploads', 'post', 'Upload-Length'), { in: 'header' })
    assert.property(body.paths['/api/v2/uploads/{id}'].patch.requestBody!.content, 'application/offset+octet-stream')
    assert.properties(body.components.securitySchemes, ['uploadToken'])

    // Refusals by status, each with the error envelope.
    const deposit = body.paths['/api/v2/consignment/deposits'].post.responses
    assert.properties(deposit, ['201', '401', '403', '409', '422', '429', '5XX'])
    // Plugins' bodies come from their validators too.
    const fields = {
      '/api/v2/consignment/deposits': ['title', 'files', 'coAuthors'],
      '/api/v2/transfer/transfers': ['recipients', 'files'],
      '/api/v2/receptions/links': ['title', 'audience'],
    }
    for (const [path, names] of Object.entries(fields)) {
      const schema = JSON.stringify(body.paths[path].post.requestBody!.content['application/json'].schema)
      for (const name of names) assert.include(schema, `"${name}":`, `${path} ${name}`)
    }
  })

  test('request bodies come from the VineJS validators; the error envelope and the three ways to authenticate are shared', async ({ assert }) => {
    const { body } = await fetchDocument()
    const keyBody = body.paths['/api/v2/organizations/{id}/api-keys'].post.requestBody!.content['application/json'].schema
    assert.equal(keyBody.type, 'object')
    assert.includeMembers(keyBody.required as string[], ['name', 'permissions', 'scopes'])
    assert.deepInclude((keyBody.properties as Record<string, { items?: unknown }>).scopes.items, { enum: ['deposit', 'transfer', 'read'] })

    // Each platform validator named in the table belongs to a registered route (the table cannot drift).
    for (const route of Object.keys(PLATFORM_REQUEST_SCHEMAS)) {
      const [method, path] = route.split(' ')
      assert.property(body.paths[openApiPath(path)] ?? {}, method.toLowerCase(), route)
    }

    assert.properties(body.components.securitySchemes, ['sessionCookie', 'csrfHeader', 'bearerToken', 'apiKey', 'apiKeyDatetime', 'apiKeySignature'])
    assert.property(body.components.schemas, 'ErrorEnvelope')
    assert.deepEqual((body.paths['/api/v2/users/me'].get.responses['401'] as { content: unknown }).content, {
      'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } },
    })

    // Public routes need nothing; keys only where routes take them, with their scopes.
    assert.deepEqual(body.paths['/api/v2/health'].get.security, [])
    const me = body.paths['/api/v2/users/me'].get
    assert.deepEqual(me.security, [{ sessionCookie: [], csrfHeader: [] }, { bearerToken: [] }])
    assert.notProperty(me, 'x-sceau-api-key-scopes')
    const deposit = body.paths['/api/v2/consignment/deposits'].post
    assert.deepInclude(deposit.security, { apiKey: [], apiKeyDatetime: [], apiKeySignature: [] })
    assert.deepEqual(deposit['x-sceau-api-key-scopes'], ['deposit'])
    assert.notProperty(body.paths['/api/v2/organizations/{id}/api-keys'].post, 'x-sceau-api-key-scopes')
  })

  test('the POSTs that create something or move money take an Idempotency-Key; the others do not', async ({ assert }) => {
    const { body } = await fetchDocument()
    const idempotent = (path: string) => {
      const operation = body.paths[path].post as Operation & { parameters?: { name: string; in: string }[]; 'x-sceau-idempotent'?: boolean }
      const header = operation.parameters?.some((parameter) => parameter.name === 'Idempotency-Key' && parameter.in === 'header') ?? false
      assert.equal(header, operation['x-sceau-idempotent'] === true, path)
      return header
    }
    for (const path of [
      '/api/v2/consignment/deposits',
      '/api/v2/consignment/deposits/{id}/renew',
      '/api/v2/transfer/transfers',
      '/api/v2/transfer/guest-transfers',
      '/api/v2/git-deploy/releases',
      '/api/v2/receptions/links',
      '/api/v2/receptions/public/{kind}/{ref}/deliveries',
      '/api/v2/capsules',
      '/api/v2/billing/credits/checkout',
      '/api/v2/billing/subscription/checkout',
    ]) {
      assert.isTrue(idempotent(path), path)
    }
    for (const path of ['/api/v2/users/sessions', '/api/v2/consignment/decode', '/api/v2/uploads', '/api/v2/billing/webhooks/stripe']) {
      assert.isFalse(idempotent(path), path)
    }
  })

  test('a body with conditional groups (vine.group) is one object: every field listed, the groups optional; vine.any() is any value', async ({ assert }) => {
    const { body } = await fetchDocument()
    const schema = body.paths['/api/v2/consignment/deposits'].post.requestBody!.content['application/json'].schema as {
      anyOf?: unknown
      properties: Record<string, object>
      required: string[]
    }
    // VineJS exports anyOf [each group..., the object]: a generated client would accept {}.
    assert.notProperty(schema, 'anyOf')
    assert.includeMembers(Object.keys(schema.properties), ['type', 'title', 'files', 'coAuthors', 'years', 'owner'])
    assert.notIncludeMembers(schema.required, ['years', 'owner'])
    assert.deepEqual(schema.properties.hashOnly, {})
  })

  test('every success answer is described: a JSON schema, a file, or no body', async ({ assert }) => {
    const { body } = await fetchDocument()
    for (const [path, methods] of Object.entries(body.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        for (const [status, response] of Object.entries(operation.responses as Record<string, { content?: Record<string, { schema?: object }> }>)) {
          if (!status.startsWith('2') || !response.content?.['application/json']) continue
          assert.isAbove(Object.keys(response.content['application/json'].schema ?? {}).length, 0, `${method} ${path} ${status}`)
        }
      }
    }
  })
})
