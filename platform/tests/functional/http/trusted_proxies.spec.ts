import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { RateLimitService } from '@sceau/plugin-sdk/server'
import { trustedProxies } from '#config/app'
import { TrustedProxies } from '#services/http/trusted_proxies'
import { Browser } from '@sceau/testing/browser'
import { PASSWORD, signUp, uniqueEmail } from '@sceau/testing/personas'

const randomIp = () => new Browser().ip

/** Password reset requests (the per-IP cap is 20 an hour), with a new X-Forwarded-For each time unless `sameIp`. */
async function sprayResets(browser: Browser, count: number, sameIp = false) {
  const statuses: number[] = []
  for (let i = 0; i < count; i++) {
    const answer = await browser.request('POST', '/users/password-resets', {
      json: { email: uniqueEmail('spoof') },
      headers: { 'x-forwarded-for': sameIp ? browser.ip : randomIp() },
    })
    statuses.push(answer.status)
  }
  return statuses
}

test.group('TRUSTED_PROXIES: X-Forwarded-For counts only from configured peers', (group) => {
  // The suite trusts loopback (bin/test.ts) so each test browser has its own address.
  const suiteSetting = process.env.TRUSTED_PROXIES
  group.each.teardown(async () => {
    trustedProxies.use(suiteSetting)
    const rateLimits = await app.container.make(RateLimitService)
    await rateLimits.clear('password-reset:ip:127.0.0.1')
    await rateLimits.clear('login:ip:127.0.0.1')
  })

  test('from an untrusted peer a spoofed header changes nothing: the per-IP limit holds', async ({ assert }) => {
    trustedProxies.use(undefined)
    const browser = new Browser('en')
    const statuses = await sprayResets(browser, 21)
    assert.deepEqual(statuses.slice(0, 20), Array(20).fill(202))
    assert.equal(statuses[20], 429, 'the 21st request from the one real peer is refused whatever the header says')
  })

  test('from an untrusted peer, login guesses under changing headers still lock the real peer out', async ({ assert }) => {
    const account = await signUp({ language: 'en' })
    trustedProxies.use(undefined)
    const browser = new Browser('en')
    for (let i = 0; i < 5; i++) {
      const guess = await browser.request('POST', '/users/sessions', {
        json: { email: account.email, password: `Wrong-${i}-Aa` },
        headers: { 'x-forwarded-for': randomIp() },
      })
      assert.equal(guess.status, 400)
    }
    const locked = await browser.request('POST', '/users/sessions', {
      json: { email: account.email, password: PASSWORD },
      headers: { 'x-forwarded-for': randomIp() },
    })
    assert.equal(locked.status, 429, 'the five guesses counted against 127.0.0.1, whatever the header said')
  })

  test('from a trusted peer the forwarded client is the one counted', async ({ assert }) => {
    trustedProxies.use('127.0.0.1/32')
    const statuses = await sprayResets(new Browser('en'), 25)
    assert.deepEqual(statuses, Array(25).fill(202), 'each forwarded client has its own count')
    const same = await sprayResets(new Browser('en'), 21, true)
    assert.equal(same[20], 429, 'one forwarded client is still limited')
  })

  test('the setting takes addresses, CIDRs and named ranges, and refuses anything else', async ({ assert }) => {
    const list = new TrustedProxies('10.0.0.0/8, 192.168.1.5, loopback, 2001:db8::/32')
    assert.isTrue(list.trusts('10.1.2.3'))
    assert.isTrue(list.trusts('::ffff:127.0.0.1'))
    assert.isTrue(list.trusts('192.168.1.5'))
    assert.isFalse(list.trusts('192.168.1.6'))
    assert.isTrue(list.trusts('2001:db8::1'))
    assert.isFalse(list.trusts('8.8.8.8'))
    assert.isFalse(new TrustedProxies(undefined).trusts('127.0.0.1'), 'nobody by default')
    assert.throws(() => new TrustedProxies('proxy.example'), /TRUSTED_PROXIES/)
    assert.throws(() => new TrustedProxies('10.0.0.0/33'), /TRUSTED_PROXIES/)
  })
})
