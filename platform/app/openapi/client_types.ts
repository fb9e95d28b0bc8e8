/*
 * @sceau/api-client's types, generated from the OpenAPI document by openapi-typescript: `node ace
 * openapi:types` writes them, a test fails when the committed file differs from what the document
 * generates (so the client cannot drift from what the server answers).
 */
import { fileURLToPath } from 'node:url'

/** Where the generated types live in the repository. */
export const CLIENT_TYPES_FILE = fileURLToPath(new URL('../../../packages/api-client/src/openapi.ts', import.meta.url))

const HEADER = `/*
 * Generated from the OpenAPI document (GET /api/v2/openapi.json) by openapi-typescript: do not edit.
 * Regenerate with \`cd platform && node ace openapi:types\`; the platform's tests fail when this file is stale.
 */
`

/** The TypeScript types of the document: paths, operations, components. */
export async function clientTypes(document: Record<string, unknown>) {
  // A development dependency: loaded by the command and the test only.
  const { default: openapiTS, astToString } = await import('openapi-typescript')
  const ast = await openapiTS(structuredClone(document) as never)
  return `${HEADER}${astToString(ast)}`
}
