import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { InstanceProfile } from '@sceau/shared'
import { renderApp, reply } from '../test/renderApp'

const instance = (legalNotice: InstanceProfile['legalNotice']): InstanceProfile => ({
  version: '2.7.2',
  qualifiedTimestamps: false,
  anchoring: false,
  legalNotice,
})

const unset: InstanceProfile['legalNotice'] = {
  publisher: { name: null, address: null, phone: null, legalNumber: null, vatNumber: null, email: null },
  director: null,
  host: { name: null, address: null, phone: null },
  complete: false,
}

describe('legal notice', () => {
  it('names the publisher, the publication director and the host the operator configured', async () => {
    await renderApp('/en/pages/legal', {
      api: {
        'GET /instance': reply(
          200,
          instance({
            publisher: {
              name: 'Atelier Sceau SAS',
              address: '1 rue de la Paix, 75002 Paris',
              phone: '+33 1 23 45 67 89',
              legalNumber: 'RCS Paris 123 456 789',
              vatNumber: 'FR12123456789',
              email: 'contact@example.org',
            },
            director: 'Ada Lovelace',
            host: { name: 'Hébergeur SA', address: '2 quai de Seine, 69001 Lyon', phone: null },
            complete: true,
          })
        ),
      },
    })
    const identities = await screen.findByTestId('legal-identities')
    for (const text of [
      'Atelier Sceau SAS',
      '1 rue de la Paix, 75002 Paris',
      'RCS Paris 123 456 789',
      'FR12123456789',
      'Ada Lovelace',
      'Hébergeur SA',
      '2 quai de Seine, 69001 Lyon',
    ]) {
      expect(within(identities).getByText(text)).toBeTruthy()
    }
    expect(within(identities).getByText('Publication director')).toBeTruthy()
    expect(within(identities).getByRole('link', { name: 'contact@example.org' }).getAttribute('href')).toBe('mailto:contact@example.org')
    // The host's phone was not set: no empty row, no placeholder.
    expect(within(identities).queryByText('Host phone')).toBeNull()
    expect(screen.queryByText(/not completed/)).toBeNull()
  })

  it('says plainly what the operator has not set, in the page language, instead of made-up identities', async () => {
    await renderApp('/pages/legal', {
      api: { 'GET /instance': reply(200, instance({ ...unset, publisher: { ...unset.publisher, name: 'Atelier Sceau SAS' } })) },
    })
    expect(await screen.findByText('Mentions légales non renseignées par l’exploitant de cette instance')).toBeTruthy()
    expect(
      screen.getByText(
        'La loi impose que cette page nomme l’éditeur du site et son hébergeur. L’exploitant de cette instance n’a pas renseigné : Siège social, Directeur de la publication, Nom de l’hébergeur et Adresse de l’hébergeur.'
      )
    ).toBeTruthy()
    expect(screen.getByText('Atelier Sceau SAS')).toBeTruthy()
  })
})
