/* One progress line on stderr, redrawn in place, only when stderr is a terminal (CI logs and pipes get none). */

const units = ['B', 'kB', 'MB', 'GB', 'TB']
export function formatBytes(bytes: number) {
  let value = bytes
  let unit = 0
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000
    unit++
  }
  return `${value.toFixed(unit ? 1 : 0)} ${units[unit]}`
}

export class Progress {
  #enabled = Boolean(process.stderr.isTTY)
  #last = 0
  #shown = false

  update(label: string, done: number, total: number, extra = '') {
    if (!this.#enabled) return
    const now = Date.now()
    if (now - this.#last < 100 && done < total) return
    this.#last = now
    const ratio = total ? Math.min(1, done / total) : 1
    const width = 30
    const filled = Math.round(ratio * width)
    const bar = `${'█'.repeat(filled)}${'░'.repeat(width - filled)}`
    process.stderr.write(
      `\r\x1b[2K${label} ${bar} ${(ratio * 100).toFixed(0).padStart(3)}% ${formatBytes(done)}/${formatBytes(total)}${extra ? ` ${extra}` : ''}`
    )
    this.#shown = true
  }

  done() {
    if (this.#shown) process.stderr.write('\n')
    this.#shown = false
  }
}

/** A line for people on stderr (stdout stays for the result, and for --json). */
export const note = (line: string) => process.stderr.write(`${line}\n`)
