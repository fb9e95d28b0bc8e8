import { existsSync } from 'node:fs'
import { delimiter, join } from 'node:path'

/** Something a test needs from the machine or the build. */
export interface Requirement {
  /** What is absent, as the reason says it ("/usr/bin/chromium", "platform/build"). */
  what: string
  present: boolean
  /** How to get it. */
  hint: string
}

/** A file or folder that must exist (a browser binary, a build output). */
export function file(path: string, hint: string): Requirement {
  return { what: path, present: existsSync(path), hint }
}

/** A command that must be on PATH (pdftotext, openssl). */
export function command(name: string, hint: string): Requirement {
  const present = (process.env.PATH ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, name)))
  return { what: `the ${name} command`, present, hint }
}

/** True when the run is CI's (CI runs with CI=true): what a test needs must be there. */
export function underCi(env: NodeJS.ProcessEnv = process.env) {
  return Boolean(env.CI) && env.CI !== 'false' && env.CI !== '0'
}

export interface Needs {
  /** Throws, naming what is absent and how to get it; the first thing the test does. */
  assertPresent(): void
}

/**
 * What a test does when something it needs is absent: it runs and fails naming it and how to get
 * it, on every machine (a green run never hides a test that did not run). Both Vitest
 * (`beforeAll(needs.assertPresent)`) and Japa (`needs.assertPresent()` in the test) use it.
 */
export function needs(label: string, requirements: Requirement[], env: NodeJS.ProcessEnv = process.env): Needs {
  const missing = requirements.filter((requirement) => !requirement.present)
  const reason = missing.length ? missing.map((requirement) => `${requirement.what} is absent (${requirement.hint})`).join('; ') : undefined
  const ci = underCi(env)
  return {
    assertPresent() {
      if (reason) throw new Error(`${label} cannot run${ci ? ' under CI' : ''}: ${reason}`)
    },
  }
}
