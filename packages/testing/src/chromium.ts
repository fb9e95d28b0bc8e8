/* Debian's Chromium driven by playwright-core (no browser download). */
import { chromium, type Browser } from 'playwright-core'
import { file } from './requirements.ts'

/** CHROMIUM_PATH, as for the platform's web proofs (README); Debian's by default. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

/** For needs(): the browser tests need Debian's Chromium. */
export const chromiumPresent = () => file(CHROMIUM_PATH, 'apt-get install chromium')

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

// Without a UTF-8 locale (a bare "C" environment) Chromium names downloads with accents "download".
export const CHROMIUM_ENV = { ...process.env, LANG: 'C.UTF-8', LC_ALL: 'C.UTF-8' }

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, env: CHROMIUM_ENV })
}
