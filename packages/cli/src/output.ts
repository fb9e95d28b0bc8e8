/* --json: one JSON document on stdout; otherwise lines for people. */
export interface OutputOptions {
  json?: boolean
}

export function emit(options: OutputOptions, value: unknown, lines: string[]) {
  if (options.json) process.stdout.write(JSON.stringify(value, null, 2) + '\n')
  else for (const line of lines) process.stdout.write(`${line}\n`)
}
