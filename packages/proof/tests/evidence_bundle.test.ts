import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { describe, expect, it } from 'vitest'

const entry = fileURLToPath(new URL('../src/evidence_entry.ts', import.meta.url))

// The widget lazily loads @sceau/proof/evidence: bundled for browsers, it must leave the ZIP writer, the TSA signer/CA and Node behind.
describe('the @sceau/proof/evidence entry bundled for browsers', () => {
  it('holds the verifier and no ZIP writer, TSA signer/CA or Node module', async () => {
    const result = await build({
      configFile: false,
      logLevel: 'silent',
      build: { write: false, minify: true, lib: { entry, formats: ['es'], fileName: 'evidence' } },
    })
    const outputs = (Array.isArray(result) ? result : [result]) as Array<{ output: Array<{ type: string; code?: string; moduleIds?: string[] }> }>
    const chunks = outputs[0]!.output.filter((o) => o.type === 'chunk')
    expect(chunks).toHaveLength(1)
    const moduleIds = chunks[0]!.moduleIds ?? []
    expect(moduleIds.some((id) => id.endsWith('evidence_verify.ts'))).toBe(true)
    for (const id of moduleIds) expect(id).not.toMatch(/fflate|[/\\]bundle(_verify)?\.ts$|tsa_signer\.ts$|tsa_ca\.ts$|verify_md\.ts$|^node:/)
    expect(chunks[0]!.code).not.toMatch(/from ?["']node:/)
  })
})
