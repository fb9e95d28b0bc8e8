import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { bundleOf, makeDeposit } from './fixtures.ts'
import { tempDir } from '@sceau/testing/openssl'

const packageDir = fileURLToPath(new URL('..', import.meta.url))
// Under build/ so git and eslint already ignore it.
const outDir = join(packageDir, 'build', '.bin-test')

// The bin must work as shipped: compiled by the build script's tsconfig and run by plain node.
describe('built package', () => {
  const dir = tempDir()
  afterAll(() => {
    rmSync(outDir, { recursive: true, force: true })
    dir.remove()
  })

  it('compiles with tsconfig.build.json and the bin runs with plain node', async () => {
    const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { bin: Record<string, string> }
    const bin = pkg.bin['sceau-verify']!
    expect(bin).toMatch(/^\.\/build\//)
    execFileSync(process.execPath, [join(packageDir, 'node_modules/typescript/bin/tsc'), '-p', join(packageDir, 'tsconfig.build.json'), '--outDir', outDir])
    const built = join(outDir, bin.replace(/^\.\/build\//, ''))
    expect(existsSync(built)).toBe(true)
    expect(readFileSync(built, 'utf8').startsWith('#!/usr/bin/env node')).toBe(true)
    // The ./evidence export points at build/evidence_entry.js: it is emitted and loads in plain Node.
    const evidenceEntry = join(outDir, 'evidence_entry.js')
    expect(existsSync(join(outDir, 'evidence_entry.d.ts'))).toBe(true)
    const evidence = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', `const m = await import(${JSON.stringify(evidenceEntry)}); console.log(Object.keys(m).sort().join(' '))`],
      { encoding: 'utf8' }
    )
    expect(evidence.stdout).toContain('verifyDepositEvidence')
    expect(evidence.stdout).toContain('parseDepositEvidence')

    const deposit = await makeDeposit()
    dir.write('proof.zip', bundleOf(deposit))
    dir.write('file.bin', deposit.file)
    const ok = spawnSync(process.execPath, [built, dir.file('proof.zip'), '--file', dir.file('file.bin')], { encoding: 'utf8' })
    expect(ok.stdout).toContain('Result: VALID')
    expect(ok.status).toBe(0)
    dir.write('other.bin', new TextEncoder().encode('not the deposited file'))
    const bad = spawnSync(process.execPath, [built, dir.file('proof.zip'), '--file', dir.file('other.bin')], { encoding: 'utf8' })
    expect(bad.stdout).toContain('Result: INVALID')
    expect(bad.status).toBe(1)
  }, 60_000)
})
