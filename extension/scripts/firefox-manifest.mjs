// Firefox has no chrome.debugger: its build records through webRequest + filterResponseData
// (webRequest, webRequestBlocking) instead of the DevTools protocol. Rewrites the built manifest.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const dir = process.argv[2] ?? 'build/firefox-mv3-prod'
const path = join(dir, 'manifest.json')
const manifest = JSON.parse(readFileSync(path, 'utf8'))
manifest.permissions = [...manifest.permissions.filter((permission) => permission !== 'debugger'), 'webRequest', 'webRequestBlocking']
// Firefox's data consent (AMO): a capture sends the page's content and address to the user's Sceau instance.
manifest.browser_specific_settings.gecko.data_collection_permissions = { required: ['websiteContent', 'browsingActivity'] }
writeFileSync(path, `${JSON.stringify(manifest, null, 2)}\n`)
console.info(`${path}: permissions ${manifest.permissions.join(', ')}`)
