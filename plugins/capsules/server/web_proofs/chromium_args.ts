/** Command-line flags of every Chromium this plugin starts: the page recorder's and the availability check's. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--hide-scrollbars',
  '--mute-audio',
]

/** The environment Chromium runs with (a UTF-8 locale, whatever the server's). */
export const chromiumEnv = () => ({ ...process.env, LANG: 'C.UTF-8', LC_ALL: 'C.UTF-8' })
