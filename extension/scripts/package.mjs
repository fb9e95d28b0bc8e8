// The packages the instance serves (extension/build/packages): Chrome's .zip (plasmo build --zip)
// and Firefox's .xpi (web-ext build), each listed in packages.json with its size and SHA-256.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { copyFileSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const { version } = JSON.parse(readFileSync('package.json', 'utf8'))
const out = 'build/packages'
rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })

const chrome = `sceau-chrome-${version}.zip`
copyFileSync('build/chrome-mv3-prod.zip', join(out, chrome))
const firefox = `sceau-firefox-${version}.xpi`
execFileSync(
  'pnpm',
  ['exec', 'web-ext', 'build', '--source-dir', 'build/firefox-mv3-prod', '--artifacts-dir', out, '--filename', firefox, '--overwrite-dest'],
  {
    stdio: ['ignore', 'ignore', 'inherit'],
  }
)

const listed = [
  ['chrome', chrome],
  ['firefox', firefox],
].map(([browser, file]) => {
  const bytes = readFileSync(join(out, file))
  return { browser, file, version, size: statSync(join(out, file)).size, sha256: createHash('sha256').update(bytes).digest('hex') }
})
writeFileSync(join(out, 'packages.json'), `${JSON.stringify({ packages: listed }, null, 2)}\n`)
for (const entry of listed) console.info(`${out}/${entry.file}: ${entry.size} bytes, sha256 ${entry.sha256}`)
