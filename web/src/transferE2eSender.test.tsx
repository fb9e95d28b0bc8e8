/*
 * The sender's own end-to-end encrypted transfer (issue 29): the server knows its files by opaque ids
 * (docs/e2e-format.md §4), so the list tags it "End-to-end encrypted" and the detail names its files
 * "Encrypted file N", in the files and in the history, never the ids.
 */
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { member as baseMember, renderApp, reply } from './test/renderApp'
import { memberCapabilities, transferDetail, transfersPageApi } from './test/fixtures'

const IDS = ['0123456789abcdef0123456789abcdef', 'fedcba9876543210fedcba9876543210']
const member = { ...baseMember, permissions: {} }

const detail = transferDetail({
  title: 'Dossier',
  fileCount: 2,
  bytes: 2048,
  downloads: 1,
  e2e: true,
  firstDownloadedAt: '2026-11-25T10:00:00.000Z',
  history: [{ id: '1', type: 'file_download', at: '2026-11-25T10:00:00.000Z', file: IDS[1], recipient: null }],
  files: IDS.map((id, index) => ({ id: String(index + 1), path: id, name: id, size: 1024, mime: 'application/octet-stream', state: 'ready', sha256: null })),
})
// The list's row: the detail without what only the detail has.
const { sender: _sender, firstDownloadedAt: _first, proofOfDelivery: _proof, history: _history, files: _files, ...summary } = detail

const listApi = (data: unknown[]) =>
  transfersPageApi(member, memberCapabilities({ tier: 'paid', maxBytes: 20 * 1024 ** 3, expiryDays: { min: 1, max: 90, default: 7 }, password: true }), data)

describe('the sender’s end-to-end encrypted transfer', () => {
  it('detail (en): "Encrypted file N" in the files and the history, the "End-to-end encrypted" tag, no opaque id', async () => {
    await renderApp('/en/app/transfers/7', { api: { 'GET /users/me': reply(200, member), 'GET /transfer/transfers/7': reply(200, detail) } })
    expect((await screen.findByTestId('e2e-tag', {}, { timeout: 4000 })).textContent).toBe('End-to-end encrypted')
    const tree = screen.getByTestId('file-tree')
    expect(within(tree).getByText('Encrypted file 1')).toBeTruthy()
    expect(within(tree).getByText('Encrypted file 2')).toBeTruthy()
    expect(screen.getByTestId('history').textContent).toContain('Encrypted file 2')
    for (const id of IDS) expect(document.body.textContent).not.toContain(id)
  })

  it('detail (fr, the default language): "Fichier chiffré N" and "Chiffré de bout en bout"', async () => {
    await renderApp('/app/transfers/7', { api: { 'GET /users/me': reply(200, member), 'GET /transfer/transfers/7': reply(200, detail) } })
    expect((await screen.findByTestId('e2e-tag', {}, { timeout: 4000 })).textContent).toBe('Chiffré de bout en bout')
    expect(within(screen.getByTestId('file-tree')).getByText('Fichier chiffré 1')).toBeTruthy()
    for (const id of IDS) expect(document.body.textContent).not.toContain(id)
  })

  it('a plain transfer keeps its file names and has no tag', async () => {
    const plain = { ...detail, e2e: false, files: [{ ...detail.files[0], path: 'rez.pdf', name: 'rez.pdf' }], history: [] }
    await renderApp('/en/app/transfers/7', { api: { 'GET /users/me': reply(200, member), 'GET /transfer/transfers/7': reply(200, plain) } })
    expect(await within(await screen.findByTestId('file-tree', {}, { timeout: 4000 })).findByText('rez.pdf')).toBeTruthy()
    expect(screen.queryByTestId('e2e-tag')).toBeNull()
  })

  it('list (en): the encrypted transfer is tagged, the plain one is not', async () => {
    await renderApp('/en/app/transfers', { api: listApi([summary, { ...summary, id: '8', title: 'Plain', e2e: false }]) })
    const table = await screen.findByTestId('transfers-table', {}, { timeout: 4000 })
    const rows = within(table).getAllByRole('row')
    const encrypted = rows.find((row) => row.textContent?.includes('Dossier'))!
    const plain = rows.find((row) => row.textContent?.includes('Plain'))!
    expect(encrypted.textContent).toContain('End-to-end encrypted')
    expect(plain.textContent).not.toContain('End-to-end encrypted')
  })
})
