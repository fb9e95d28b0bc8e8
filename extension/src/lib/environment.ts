/* Which browser runs the extension, for the capture's metadata ("Chromium 156", "Firefox 140"). */
interface BrandedNavigator {
  userAgentData?: { brands?: { brand: string; version: string }[] }
  userAgent: string
}

export function browserName(nav: BrandedNavigator = navigator as unknown as BrandedNavigator): string {
  const brands = nav.userAgentData?.brands?.filter(({ brand }) => !/not.a.brand/i.test(brand)) ?? []
  const named = brands.find(({ brand }) => brand !== 'Chromium') ?? brands[0]
  if (named) return `${named.brand} ${named.version}`
  const firefox = /Firefox\/(\d+)/.exec(nav.userAgent)
  if (firefox) return `Firefox ${firefox[1]}`
  const chrome = /Chrom(?:e|ium)\/(\d+)/.exec(nav.userAgent)
  return chrome ? `Chromium ${chrome[1]}` : nav.userAgent
}

/** chrome.debugger exists: the DevTools protocol capture; otherwise (Firefox) the webRequest one. */
export const hasDebugger = () => typeof chrome !== 'undefined' && typeof chrome.debugger?.attach === 'function'
