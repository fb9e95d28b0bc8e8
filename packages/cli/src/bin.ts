#!/usr/bin/env node
import { main } from './main.ts'
import { hideTusUrlParseWarning } from './node_warnings.ts'

hideTusUrlParseWarning()
process.exitCode = await main(process.argv.slice(2))
