import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, destination } from '@adonisjs/core/logger'

const loggerConfig = defineConfig({
  default: 'app',
  loggers: {
    app: {
      enabled: true,
      name: 'sceau',
      level: env.get('LOG_LEVEL') ?? (app.inTest ? 'warn' : 'info'),
      // JSON lines to stdout from this thread, buffered: a pino transport would start a worker thread (its own V8 heap, about 14 MiB resident).
      destination: destination({ dest: 1, sync: false }),
    },
  },
})

export default loggerConfig

declare module '@adonisjs/core/types' {
  export interface LoggersList extends InferLoggers<typeof loggerConfig> {}
}
