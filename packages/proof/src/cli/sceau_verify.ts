#!/usr/bin/env node
// Executable entry of sceau-verify (package bin); the logic lives in verify.ts so tests can call it in-process.
import { runVerifyCli } from './verify.ts'

process.exitCode = await runVerifyCli(process.argv.slice(2))
