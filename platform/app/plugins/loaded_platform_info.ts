import { PlatformInfo } from '@sceau/plugin-sdk/server'

/** PlatformInfo of this process: the configured public URL and the plugins the registry loaded. */
export class LoadedPlatformInfo extends PlatformInfo {
  constructor(
    readonly appUrl: string,
    readonly loadedPlugins: readonly string[]
  ) {
    super()
  }
}
