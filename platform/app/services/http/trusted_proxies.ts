import { BlockList, isIP } from 'node:net'

/** Names accepted besides addresses and CIDRs, as proxy-addr (and Express) spell them. */
const NAMED: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
}

/** An IPv4 client seen through a dual-stack socket is `::ffff:a.b.c.d`: compare it as IPv4. */
function plain(address: string) {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  return mapped ? mapped[1] : address
}

/**
 * The peers whose X-Forwarded-* headers are believed (TRUSTED_PROXIES: comma-separated addresses,
 * CIDRs or loopback/linklocal/uniquelocal; none by default), so a client cannot choose the IP every
 * per-IP limit counts. Mutable so the suite can switch peers on and off.
 */
export class TrustedProxies {
  #list = new BlockList()
  #empty = true

  constructor(setting?: string) {
    this.use(setting)
  }

  /** Replaces the list; an entry that is not an address, a CIDR or a known name stops the boot. */
  use(setting: string | undefined) {
    const list = new BlockList()
    const entries = (setting ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    for (const entry of entries.flatMap((e) => NAMED[e.toLowerCase()] ?? [e])) {
      const [address, bits, extra] = entry.split('/')
      const family = isIP(plain(address))
      const prefix = bits === undefined ? (family === 6 ? 128 : 32) : Number(bits)
      if (!family || extra !== undefined || !/^\d+$/.test(String(prefix)) || prefix > (family === 6 ? 128 : 32)) {
        throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address, a CIDR or loopback/linklocal/uniquelocal`)
      }
      list.addSubnet(plain(address), prefix, family === 6 ? 'ipv6' : 'ipv4')
    }
    this.#list = list
    this.#empty = entries.length === 0
    return this
  }

  /** The `trustProxy` function of the HTTP config: asked for each hop, nearest first. */
  trusts(address: string) {
    if (this.#empty || !address) return false
    const candidate = plain(address)
    const family = isIP(candidate)
    return family !== 0 && this.#list.check(candidate, family === 6 ? 'ipv6' : 'ipv4')
  }
}
