import { fileURLToPath } from 'node:url'
import { spawnNode, type Child } from './child_process.ts'
import { freePort } from './free_port.ts'
import { platformBuild, platformRoot } from './platform_paths.ts'
import { StopWaiting, waitFor } from './wait_for.ts'

/** Preload (`--import`) that makes a platform child load the plugin list in SCEAU_TEST_PLUGIN_LIST. */
export const pluginListHook = fileURLToPath(new URL('./plugin_list_hook.ts', import.meta.url))

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

/** Spawns the platform's HTTP server as its own process (from sources unless `build`); `ready` resolves once it is live (/api/v2/health/live answers). */
export async function spawnServer(options: ServerOptions = {}) {
  const { env, port } = await serverEnv(options.env)
  const args: string[] = []
  let cwd = platformRoot
  if (options.build) {
    cwd = platformBuild
    // The build must run on plain JavaScript: no TypeScript loader, no source condition.
    delete env.NODE_OPTIONS
    args.push('bin/server.js')
  } else {
    args.push('--import=@poppinss/ts-exec', '--conditions=@sceau/source')
    if (options.plugins) {
      env.SCEAU_TEST_PLUGIN_LIST = JSON.stringify(options.plugins)
      args.push(`--import=${pluginListHook}`)
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

export interface PlatformProcess {
  base: string
  /** SIGKILL: no graceful shutdown, nothing flushed. */
  kill: () => Promise<void>
}

/** A real platform process sharing the suite's database, storage and Redis, once it answers. */
export async function startPlatformProcess(env: NodeJS.ProcessEnv = { LOG_LEVEL: 'warn' }): Promise<PlatformProcess> {
  const { server, ready } = await spawnServer({ env })
  await ready()
  return {
    base: server.url,
    kill: async () => {
      server.process.kill('SIGKILL')
      await server.exited
    },
  }
}
