/* The plugin's ace commands, loaded by the platform's plugin commands loader. */
import ThirdPartyCommand from './third_party_command.js'

export default [ThirdPartyCommand]
