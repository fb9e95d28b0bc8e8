import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { UploadItem } from '@sceau/api-client/uploads'
import { WithCoreWords } from '../testI18n.js'
import { UploadFileList } from './UploadFileList.js'

const item = (id: string, state: UploadItem['state'], sentBytes: number, failure?: string) =>
  ({ id, relativePath: `photos/${id}.jpg`, size: 100, sentBytes, state, failure: failure ? { message: failure } : undefined }) as unknown as UploadItem

describe('UploadFileList', () => {
  it('lists each file with its state in words, its progress and its failure', () => {
    render(
      <WithCoreWords>
        <UploadFileList
          label="Files being sent"
          items={[item('a', 'complete', 100), item('b', 'loading', 40), item('c', 'loadingError', 10, 'The connection was lost')]}
        />
      </WithCoreWords>
    )
    const rows = within(screen.getByRole('list', { name: 'Files being sent' })).getAllByRole('listitem')
    expect(rows.map((row) => row.dataset.state)).toEqual(['complete', 'loading', 'loadingError'])
    expect(rows[0].textContent).toContain('Sent')
    expect(rows[1].textContent).toContain('Uploading')
    expect(within(rows[1]).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40')
    expect(rows[2].textContent).toContain('The connection was lost')
  })

  it('says which files were sent before the page was reloaded (they are not sent again)', () => {
    const resumed = { ...item('a', 'complete', 100), alreadySent: true } as UploadItem
    render(
      <WithCoreWords>
        <UploadFileList label="Files being sent" items={[resumed, item('b', 'complete', 100)]} />
      </WithCoreWords>
    )
    const rows = within(screen.getByRole('list', { name: 'Files being sent' })).getAllByRole('listitem')
    expect(rows[0].textContent).toContain('Already sent, not sent again')
    expect(rows[1].textContent).not.toContain('Already sent')
  })
})
