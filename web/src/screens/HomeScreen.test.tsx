import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp, reply } from '../test/renderApp'
import { instanceProfile as profile } from '../test/fixtures'

describe('home page timestamps wording', () => {
  it('says "qualified" when the instance timestamps through a qualified TSA', async () => {
    await renderApp('/en', { api: { 'GET /instance': reply(200, profile(true)) } })
    expect(await screen.findByText('Qualified timestamp from a state-trusted third party (RFC 3161, ETSI EN 319 421)')).toBeTruthy()
    expect(screen.getByText(/A qualified timestamping authority signs the fingerprint/)).toBeTruthy()
    expect(screen.queryByText(/not qualified/)).toBeNull()
  })

  it('says "not qualified" on the embedded TSA', async () => {
    await renderApp('/', { api: { 'GET /instance': reply(200, profile(false)) } })
    expect(await screen.findByText('Horodatage RFC 3161 par l’autorité d’horodatage propre à cette instance (horodatage non qualifié)')).toBeTruthy()
    expect(screen.queryByText(/Horodatage qualifié/)).toBeNull()
  })

  it('claims no blockchain record when the instance anchors nothing', async () => {
    await renderApp('/en', { api: { 'GET /instance': reply(200, profile(true, false)) } })
    expect(await screen.findByText('Qualified timestamp from a state-trusted third party (RFC 3161, ETSI EN 319 421)')).toBeTruthy()
    expect(screen.getByText('A qualified timestamping authority signs the fingerprint and the date.')).toBeTruthy()
    expect(screen.queryByText(/blockchain/i)).toBeNull()
  })

  it('names the blockchain record when the instance anchors', async () => {
    await renderApp('/en', { api: { 'GET /instance': reply(200, profile(true, true)) } })
    expect(await screen.findByText('An additional record in a public blockchain')).toBeTruthy()
  })
})
