/* Progress of long work: a bar redrawn in place on a terminal (stderr), lines in a CI log, nothing in a pipe. */
import { t } from './i18n.ts'

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

export interface ProgressReporter {
  update(done: number, total: number, files?: { done: number; total: number }): void
  done(): void
}

/** One line on stderr, redrawn in place, only when stderr is a terminal (CI logs and pipes get none). */
export class Progress implements ProgressReporter {
  #enabled = Boolean(process.stderr.isTTY)
  #last = 0
  #shown = false

  constructor(private label: string) {}

  update(done: number, total: number, files?: { done: number; total: number }) {
    if (!this.#enabled) return
    const now = Date.now()
    if (now - this.#last < 100 && done < total) return
    this.#last = now
    const ratio = total ? Math.min(1, done / total) : 1
    const width = 30
    const filled = Math.round(ratio * width)
    const bar = `${'█'.repeat(filled)}${'░'.repeat(width - filled)}`
    const extra = files ? ` ${t('progress.files', files)}` : ''
    process.stderr.write(`\r\x1b[2K${this.label} ${bar} ${(ratio * 100).toFixed(0).padStart(3)}% ${formatBytes(done)}/${formatBytes(total)}${extra}`)
    this.#shown = true
  }

  done() {
    if (this.#shown) process.stderr.write('\n')
    this.#shown = false
  }
}

/** A line at every tenth of the bytes, for logs that keep every line (the deploy action's). */
export class PercentLines implements ProgressReporter {
  #last = -1

  constructor(private log: (line: string) => void) {}

  update(done: number, total: number) {
    const percent = total ? Math.floor((done / total) * 10) * 10 : 100
    if (percent === this.#last) return
    this.#last = percent
    this.log(t('progress.percent', { percent, sent: done, total }))
  }

  done() {}
}

/** A line for people on stderr (stdout stays for the result, and for --json). */
export const note = (line: string) => process.stderr.write(`${line}\n`)
