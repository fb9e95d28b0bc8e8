import app from '@adonisjs/core/services/app'
import { spawnNode, type Child } from './child_process.js'
import { freePort } from './free_port.js'
import { StopWaiting, waitFor } from './wait_for.js'

export interface PlatformServer extends Child {
  url: string
}

export interface ServerOptions {
  /** Extra environment (PLUGINS_DISABLED...). The rest is the suite's: same DATA_DIR and engines. */
  env?: NodeJS.ProcessEnv
  /** Replaces config/plugins.ts with this list (fixtures by absolute path) through a loader hook. */
  plugins?: { id: string; package: string }[]
  /** Run the production build (platform/build) instead of the TypeScript sources. */
  build?: boolean
}

/** Environment of a platform child: the suite's, on its own port, without the test runner's bits. */
export async function serverEnv(extra: NodeJS.ProcessEnv = {}) {
  const port = await freePort()
  const env: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...extra }
  return { env, port }
}

/** Spawns the HTTP server as its own process; `ready` resolves once it is live (/api/v2/health/live answers). */
export async function spawnServer(options: ServerOptions = {}) {
  const { env, port } = await serverEnv(options.env)
  const args: string[] = []
  let cwd = app.makePath()
  if (options.build) {
    cwd = app.makePath('build')
    // The build must run on plain JavaScript: no TypeScript loader, no source condition.
    delete env.NODE_OPTIONS
    args.push('bin/server.js')
  } else {
    args.push('--import=@poppinss/ts-exec', '--conditions=@sceau/source')
    if (options.plugins) {
      env.SCEAU_TEST_PLUGIN_LIST = JSON.stringify(options.plugins)
      args.push(`--import=${app.makePath('tests', 'support', 'plugin_list_hook.ts')}`)
    }
    args.push('bin/server.ts')
  }
  const child = spawnNode(args, { cwd, env })
  const server: PlatformServer = { ...child, url: `http://127.0.0.1:${port}` }
  return {
    server,
    /** Waits for the health route; fails at once with the output if the process exits first. */
    ready: async () => {
      let exited = false
      void child.exited.then(() => (exited = true))
      await waitFor(
        async () => {
          if (exited) throw new StopWaiting('the process exited before answering')
          const response = await fetch(`${server.url}/api/v2/health/live`).catch(() => null)
          return response?.status === 200
        },
        'the platform child to answer /api/v2/health/live',
        { timeoutMs: 60_000, intervalMs: 50 }
      ).catch((error) => {
        throw new Error(`${error.message}\n--- child output ---\n${child.output()}`)
      })
      return server
    },
  }
}
