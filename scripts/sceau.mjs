#!/usr/bin/env node
/*
 * Entry point of the README commands (npm start, npm test, npm run dev, npm run build, npm run bench,
 * npm run ace -- <command>).
 * Runs on the machine's Node (20 is enough): installs the pinned Node 24 + pnpm into .tools/, then
 * re-runs itself on Node 24 to install, build and run the requested command.
 */
import { ensureTools, runOnPinnedNode, isPinnedNode } from './lib/tools.mjs'

const command = process.argv[2] ?? 'start'
const commands = {
  start: () => import('./lib/start.mjs'),
  test: () => import('./lib/test.mjs'),
  dev: () => import('./lib/dev.mjs'),
  build: () => import('./lib/build.mjs'),
  bench: () => import('./lib/bench.mjs'),
  services: () => import('./lib/services.mjs'),
  format: () => import('./lib/format.mjs'),
  ace: () => import('./lib/ace.mjs'),
}

if (!commands[command]) {
  console.error(`Unknown command "${command}". Use one of: ${Object.keys(commands).join(', ')}`)
  process.exit(2)
}

if (!isPinnedNode()) {
  ensureTools()
  process.exit(await runOnPinnedNode(process.argv.slice(1)))
}

const { run } = await commands[command]()
process.exitCode = (await run(process.argv.slice(3))) ?? 0
