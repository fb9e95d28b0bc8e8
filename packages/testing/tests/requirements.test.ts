import { describe, expect, it } from 'vitest'
import { command, file, needs, underCi } from '../src/requirements.ts'

const absent = file('/nonexistent/sceau-requirement', 'make it')
const present = file(import.meta.filename, 'it is this very file')

describe('needs: what a test does when something it needs is absent', () => {
  it('under CI the test is not skipped, and asserting fails it naming what is absent', () => {
    const chromium = needs('browser test', [present, absent], { CI: 'true' })
    expect(() => chromium.assertPresent()).toThrow('browser test cannot run under CI: /nonexistent/sceau-requirement is absent (make it)')
  })

  it('elsewhere too the test runs and fails naming what is absent and how to get it: nothing is skipped', () => {
    const chromium = needs('browser test', [absent], {})
    expect(() => chromium.assertPresent()).toThrow('browser test cannot run: /nonexistent/sceau-requirement is absent (make it)')
  })

  it('with everything present the test runs, under CI or not', () => {
    for (const env of [{ CI: 'true' }, {}]) {
      const ready = needs('browser test', [present, command('node', 'install Node')], { ...env, PATH: process.env.PATH })
      expect(() => ready.assertPresent()).not.toThrow()
    }
  })

  it('CI=false or CI=0 is not CI', () => {
    expect([underCi({ CI: 'true' }), underCi({ CI: '1' }), underCi({ CI: 'false' }), underCi({ CI: '0' }), underCi({})]).toEqual([
      true,
      true,
      false,
      false,
      false,
    ])
  })
})
