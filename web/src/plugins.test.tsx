/* Every listed plugin's screen mounts in its layout, fetches its API route and shows the answer translated. */
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { member, renderApp, reply } from './test/renderApp'
import { transferLimits } from './test/fixtures'

const session = { 'GET /users/me': reply(200, member) }

describe('plugin screens', () => {
  it('transfer: the landing page shows the limits of each tier', async () => {
    const { requests } = await renderApp('/en/transfer', {
      api: {
        'GET /transfer/limits': reply(200, transferLimits),
      },
    })
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Send files and folders')
    const anonymous = (await screen.findByRole('heading', { name: 'Without an account' })).parentElement!
    expect(within(anonymous).getByText('Up to 2 GB')).toBeTruthy()
    expect(within(anonymous).getByText('Available for 1 day')).toBeTruthy()
    const paid = screen.getByRole('heading', { name: 'Paid plan' }).parentElement!
    expect(within(paid).getByText('Up to 20 GB')).toBeTruthy()
    expect(within(paid).getByText('Available from 7 to 90 days, your choice')).toBeTruthy()
    const limits = requests.find((request) => request.url.endsWith('/api/v2/transfer/limits'))!
    expect(limits.headers.get('accept-language')).toBe('en')
  })

  const unavailable = reply(500, { error: { code: 'E_INTERNAL', message: 'Service momentanément indisponible' } })

  it('transfer: a failed call shows an inline notice and the server’s message in an error toast', async () => {
    await renderApp('/transfer', {
      // The creation card asks for its capabilities too: both calls fail the same way, and the same toast shows once.
      api: { 'GET /transfer/limits': unavailable, 'GET /transfer/capabilities': unavailable },
    })
    expect(await screen.findByText('Les limites de transfert ne peuvent pas être affichées pour le moment.', {}, { timeout: 4000 })).toBeTruthy()
    const errors = within(screen.getByRole('alert', { name: 'Erreurs' }))
    expect(await errors.findByText('Le chargement a échoué')).toBeTruthy()
    expect(errors.getByText('Service momentanément indisponible')).toBeTruthy()
  })

  it('consignment: the localised deposit proof page shows the offer', async () => {
    await renderApp('/en/infos/proof-deposit-consignment', {
      api: {
        'GET /consignment/offer': reply(200, { fromPriceEuros: 4, defaultYears: 3, paidPlanDiscount: 0.2, types: ['file', 'folder', 'versioning', 'premium'] }),
      },
    })
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('What is a deposit proof?')
    expect(await screen.findByText('From €4 for 3 years')).toBeTruthy()
    expect(screen.getByText('20% off every deposit with the paid plan')).toBeTruthy()
    expect(screen.getByText('Project versioning')).toBeTruthy()
  })

  it('receptions: the inbox lists the deliveries, each opening its own page', async () => {
    const delivery = {
      id: 'd1',
      source: { kind: 'link', id: 'l1', title: 'Plans' },
      sender: { name: 'Jean Dupont', email: 'jean@example.org', verified: true },
      message: 'Voici les plans',
      fileCount: 2,
      totalBytes: 2048,
      state: 'complete',
      receivedAt: '2026-11-24T10:00:00.000Z',
    }
    await renderApp('/en/app/receptions', {
      api: { ...session, 'GET /receptions/deliveries': reply(200, { data: [delivery], meta: { total: 1, perPage: 20, currentPage: 1, lastPage: 1 } }) },
    })
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Inbox')
    expect(await screen.findByText('Jean Dupont')).toBeTruthy()
    expect(screen.getByText('2 files, 2 KB')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Open the delivery from Jean Dupont' }).getAttribute('href')).toBe('/en/app/receptions/l1/deliveries/d1')
  })

  it('capsules: the captures page lists the organisation’s captures, translated', async () => {
    const capture = {
      id: 'c1',
      kind: 'extension',
      url: 'https://example.com/',
      title: 'Example',
      capturedAt: '2026-11-24T10:00:00.000Z',
      state: 'protected',
      depositId: 'd1',
      depositNumber: 'D-1',
      createdAt: '2026-11-24T10:00:00.000Z',
    }
    await renderApp('/it/app/integrations/capsules', {
      api: { ...session, 'GET /capsules': reply(200, { data: [capture], meta: { total: 1, perPage: 20, currentPage: 1, lastPage: 1 } }) },
    })
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Acquisizioni di pagine web')
    expect(await screen.findByText('Example')).toBeTruthy()
    expect(screen.getByText('Protetto')).toBeTruthy()
  })

  it('git-deploy: the action page lists the releases with their certificates and shows the workflow with this instance', async () => {
    const release = {
      id: 'r1',
      repository: 'acme/widget',
      tag: 'v2.0.0',
      commit: '0123456789abcdef0123456789abcdef01234567',
      years: 3,
      coAuthors: [{ name: 'Grace Hopper', email: 'grace@example.org' }],
      state: 'protected',
      archive: { name: 'widget-v2.0.0.tar.gz', size: 10, sha256: 'a'.repeat(64) },
      deposit: { id: 'd1', number: 'SC-2026-000042', certificateUrl: 'https://sceau.example/certificate/tok' },
      error: null,
      createdAt: '2026-11-25T10:00:00.000Z',
    }
    await renderApp('/es/app/integrations/git-deploy', {
      api: {
        ...session,
        'GET /git-deploy/releases': reply(200, {
          data: [release],
          meta: { total: 1, perPage: 50, currentPage: 1, lastPage: 1 },
          repositories: ['acme/widget'],
        }),
      },
    })
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Acción de despliegue')
    const row = (await screen.findByText('v2.0.0')).closest('tr')!
    expect(row.textContent).toContain('SC-2026-000042')
    expect(within(row).getByRole('link', { name: 'Abrir el certificado' }).getAttribute('href')).toBe('https://sceau.example/certificate/tok')
    expect(screen.getByTestId('git-deploy-workflow').textContent).toContain(`url: ${window.location.origin}`)
    // What a deploy key needs, and where to make one.
    expect(screen.getByText(/con el ámbito «Depositar» y el permiso «Depósitos de repositorios»/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Crear una clave de despliegue' }).getAttribute('href')).toBe('/es/app/account?tab=integrations')
  })
})
