/*
 * Preloaded (`--import`) into a platform child process by tests that boot it with another plugin
 * list: `#config/plugins` then resolves to the JSON list in SCEAU_TEST_PLUGIN_LIST, fixtures included.
 */
import { register } from 'node:module'

const list = process.env.SCEAU_TEST_PLUGIN_LIST
if (!list) throw new Error('plugin_list_hook needs SCEAU_TEST_PLUGIN_LIST (a JSON list of { id, package })')

const moduleSource = `const list = ${JSON.stringify(JSON.parse(list))};
export const pluginList = list;
export const enabledPlugins = list;`
const moduleUrl = `data:text/javascript,${encodeURIComponent(moduleSource)}`

register(
  'data:text/javascript,' +
    encodeURIComponent(`export async function resolve(specifier, context, next) {
      if (specifier === '#config/plugins') return { url: ${JSON.stringify(moduleUrl)}, shortCircuit: true }
      return next(specifier, context)
    }`)
)
