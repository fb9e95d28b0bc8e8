// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { fakeBrowser } from '../../tests/fakeBrowser'
import { capsuleUrl, DEFAULT_INSTANCE, INSTANCE_KEY, normalizeInstance, originPattern, pairingUrl, readInstance, saveInstance } from './settings'

describe('instance setting', () => {
  it.each([
    ['https://sceau.example.org/app/deposits', 'https://sceau.example.org'],
    ['sceau.example.org', 'https://sceau.example.org'],
    ['  https://Sceau.Example.org:8443/ ', 'https://sceau.example.org:8443'],
    ['http://127.0.0.1:3333', 'http://127.0.0.1:3333'],
    ['http://localhost:3333/app', 'http://localhost:3333'],
  ])('%s is the instance %s', (input, origin) => {
    expect(normalizeInstance(input)).toBe(origin)
  })

  it.each(['', 'http://sceau.example.org', 'ftp://sceau.example.org', 'https://user:pw@sceau.example.org', 'https://', 'javascript:alert(1)'])(
    '%s is refused',
    (input) => {
      expect(normalizeInstance(input)).toBeNull()
    }
  )

  it('is the public instance until one is saved; a bad address changes nothing', async () => {
    const browser = fakeBrowser()
    expect(await readInstance(browser.api.storage.local)).toBe(DEFAULT_INSTANCE)
    expect(await saveInstance(browser.api.storage.local, 'not an address')).toBeNull()
    expect(browser.store.has(INSTANCE_KEY)).toBe(false)
    expect(await saveInstance(browser.api.storage.local, 'sceau.example.org/')).toBe('https://sceau.example.org')
    expect(await readInstance(browser.api.storage.local)).toBe('https://sceau.example.org')
  })

  it('builds the pairing page, the host permission and the capsule link from the instance', () => {
    expect(pairingUrl('https://sceau.example.org')).toBe('https://sceau.example.org/app/integrations?pair=extension')
    expect(originPattern('http://127.0.0.1:3333')).toBe('http://127.0.0.1/*')
    expect(capsuleUrl('https://sceau.example.org', 'a b')).toBe('https://sceau.example.org/app/integrations/capsules/a%20b')
  })

  it("opens the web app's pages in the user's language: French at the root, the others under their prefix", () => {
    expect(pairingUrl('https://sceau.example.org', 'en-GB')).toBe('https://sceau.example.org/en/app/integrations?pair=extension')
    expect(pairingUrl('https://sceau.example.org', 'fr')).toBe('https://sceau.example.org/app/integrations?pair=extension')
    expect(capsuleUrl('https://sceau.example.org', 'c1', 'pt_BR')).toBe('https://sceau.example.org/pt/app/integrations/capsules/c1')
    expect(capsuleUrl('https://sceau.example.org', 'c1', 'de')).toBe('https://sceau.example.org/app/integrations/capsules/c1')
  })
})
