/* The web plugins the app mounts, in menu and route order. Remove a line to switch a plugin off. */
import type { WebPlugin } from '@sceau/plugin-sdk/web'
import transfer from '@sceau/plugin-transfer/web'
import consignment from '@sceau/plugin-consignment/web'
import receptions from '@sceau/plugin-receptions/web'
import capsules from '@sceau/plugin-capsules/web'
import gitDeploy from '@sceau/plugin-git-deploy/web'

export const webPlugins: readonly WebPlugin[] = [transfer, consignment, receptions, capsules, gitDeploy]
