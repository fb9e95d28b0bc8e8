import type { Logger } from '@adonisjs/core/logger'
import { LoggerService, type LogMeta } from '@sceau/plugin-sdk/server'

/** LoggerService on top of the AdonisJS (pino) logger. */
export class PinoLoggerService extends LoggerService {
  constructor(private logger: Logger) {
    super()
  }
  debug(message: string, meta: LogMeta = {}) {
    this.logger.debug(meta, message)
  }
  info(message: string, meta: LogMeta = {}) {
    this.logger.info(meta, message)
  }
  warn(message: string, meta: LogMeta = {}) {
    this.logger.warn(meta, message)
  }
  error(message: string, meta: LogMeta = {}) {
    this.logger.error(meta, message)
  }
  child(bindings: LogMeta) {
    return new PinoLoggerService(this.logger.child(bindings))
  }
}
