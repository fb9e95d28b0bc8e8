/* The commitments and deposit-proof pages claim a qualified timestamp and a blockchain record only when GET /api/v2/instance says so. */
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp, reply } from '../test/renderApp'
import { instanceProfile as profile } from '../test/fixtures'

const offer = { fromPriceEuros: 4, defaultYears: 3, paidPlanDiscount: 0.2, types: [] }
const mainText = () => document.querySelector('main')?.textContent ?? document.body.textContent ?? ''

describe('commitments page: the proof paragraph follows the instance', () => {
  it('names the blockchain record when the instance anchors', async () => {
    await renderApp('/en/infos/our-engagements', { api: { 'GET /instance': reply(200, profile(true, true)) } })
    expect(await screen.findByText(/and recorded in a public blockchain: a certificate can be checked/)).toBeTruthy()
  })

  it('claims no blockchain record without a chain, qualified or not', async () => {
    const first = await renderApp('/en/infos/our-engagements', { api: { 'GET /instance': reply(200, profile(true, false)) } })
    expect(
      await screen.findByText(
        'Deposits are timestamped by a qualified trust service provider (RFC 3161, ETSI EN 319 421): a certificate can be checked without having to trust us.'
      )
    ).toBeTruthy()
    expect(mainText()).not.toMatch(/blockchain/i)
    first.view.unmount()

    await renderApp('/infos/nos-engagements', { api: { 'GET /instance': reply(200, profile(false, false)) } })
    expect(await screen.findByText(/par l’autorité d’horodatage propre à cette instance, non qualifiée/)).toBeTruthy()
    expect(mainText()).not.toMatch(/blockchain/i)
  })
})

describe('deposit-proof page: "how" and "value" follow the instance', () => {
  it('qualified and anchored: the timestamp and the blockchain record', async () => {
    await renderApp('/en/infos/proof-deposit-consignment', {
      api: { 'GET /instance': reply(200, profile(true, true)), 'GET /consignment/offer': reply(200, offer) },
    })
    expect(await screen.findByRole('heading', { name: 'A qualified timestamp and a blockchain' })).toBeTruthy()
    expect(screen.getByText(/the references of the timestamp and of the blockchain record\./)).toBeTruthy()
  })

  it('qualified without a chain: no blockchain anywhere on the page', async () => {
    await renderApp('/en/infos/proof-deposit-consignment', {
      api: { 'GET /instance': reply(200, profile(true, false)), 'GET /consignment/offer': reply(200, offer) },
    })
    expect(await screen.findByRole('heading', { name: 'A qualified timestamp' })).toBeTruthy()
    expect(screen.getByText(/date and the references of the timestamp\.$/)).toBeTruthy()
    expect(mainText()).not.toMatch(/blockchain/i)
  })

  it('embedded TSA: "not qualified", with the blockchain record only when anchoring', async () => {
    const anchored = await renderApp('/en/infos/proof-deposit-consignment', {
      api: { 'GET /instance': reply(200, profile(false, true)), 'GET /consignment/offer': reply(200, offer) },
    })
    expect(await screen.findByRole('heading', { name: 'An RFC 3161 timestamp and a blockchain' })).toBeTruthy()
    expect(screen.getByText(/The fingerprint is also recorded in a public blockchain/)).toBeTruthy()
    anchored.view.unmount()

    await renderApp('/it/infos/deposito-prova-spedizione', {
      api: { 'GET /instance': reply(200, profile(false, false)), 'GET /consignment/offer': reply(200, offer) },
    })
    expect(await screen.findByRole('heading', { name: 'Una marca temporale RFC 3161' })).toBeTruthy()
    expect(mainText()).toContain('non è qualificata')
    expect(mainText()).not.toMatch(/blockchain/i)
  })
})
