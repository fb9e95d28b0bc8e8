// @vitest-environment node
/* `?pick=` imports of a catalogue (scripts/catalogueSubset.ts), used by the recipient's light shell. */
import { describe, expect, it } from 'vitest'
import { pickBranches } from '../../scripts/catalogueSubset'

describe('catalogue subsets', () => {
  const catalogue = { app: { name: 'Sceau', tagline: 'Proof' }, footer: { legal: 'Legal', terms: 'Terms' }, loading: 'Loading' }

  it('keep the listed branches and leaves only, nested as in the catalogue', () => {
    expect(pickBranches(catalogue, ['app.name', 'footer'])).toEqual({ app: { name: 'Sceau' }, footer: { legal: 'Legal', terms: 'Terms' } })
  })

  it('leave out a `!` branch of what they picked, the catalogue itself untouched', () => {
    const nested = { screens: { download: { title: 'T', e2e: { save: 'Save' } }, other: 'O' } }
    expect(pickBranches(nested, ['screens.download', '!screens.download.e2e'])).toEqual({ screens: { download: { title: 'T' } } })
    expect(nested.screens.download.e2e).toEqual({ save: 'Save' })
    expect(() => pickBranches(nested, ['screens.download', '!screens.other'])).toThrow('the picked branches have no "screens.other"')
  })

  it('fail on a path the catalogue lacks', () => {
    expect(() => pickBranches(catalogue, ['footer.blog'])).toThrow('the catalogue has no "footer.blog"')
  })

  it('apply to imports with the query', () => {
    const picked = Object.values(import.meta.glob('../../locales/en.json', { query: '?pick=app.name,colorMode', import: 'default', eager: true }))[0] as Record<
      string,
      unknown
    >
    expect(Object.keys(picked)).toEqual(['app', 'colorMode'])
    expect(picked).toMatchObject({ app: { name: 'Sceau' }, colorMode: { dark: 'Dark' } })
  })
})
