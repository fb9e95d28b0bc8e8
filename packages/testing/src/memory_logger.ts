import { LoggerService, type LogMeta } from '@sceau/plugin-sdk/server'

export interface LogLine {
  level: 'debug' | 'info' | 'warn' | 'error'
  message: string
  meta: LogMeta
}

/** Keeps log lines in memory: test workers stay quiet and tests can read what was logged. */
export class MemoryLogger extends LoggerService {
  constructor(
    readonly lines: LogLine[] = [],
    private bindings: LogMeta = {}
  ) {
    super()
  }
  #log(level: LogLine['level'], message: string, meta: LogMeta = {}) {
    this.lines.push({ level, message, meta: { ...this.bindings, ...meta } })
  }
  debug(message: string, meta?: LogMeta) {
    this.#log('debug', message, meta)
  }
  info(message: string, meta?: LogMeta) {
    this.#log('info', message, meta)
  }
  warn(message: string, meta?: LogMeta) {
    this.#log('warn', message, meta)
  }
  error(message: string, meta?: LogMeta) {
    this.#log('error', message, meta)
  }
  child(bindings: LogMeta) {
    return new MemoryLogger(this.lines, { ...this.bindings, ...bindings })
  }
}
