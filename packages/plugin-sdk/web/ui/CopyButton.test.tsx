import { render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { WithCoreWords } from '../testI18n.js'
import { CopyButton } from './CopyButton.js'

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
}

describe('CopyButton', () => {
  it('puts the value in the clipboard and says so', async () => {
    const user = userEvent.setup()
    const writeText = vi.fn(async () => {})
    stubClipboard(writeText)
    render(
      <WithCoreWords>
        <CopyButton value="sha256:abc" />
      </WithCoreWords>
    )
    await user.click(screen.getByRole('button', { name: 'Copy' }))
    expect(writeText).toHaveBeenCalledWith('sha256:abc')
    expect((await screen.findByRole('status')).textContent).toBe('Copied')
  })

  it('says what could not be copied when the clipboard refuses', async () => {
    const user = userEvent.setup()
    stubClipboard(async () => {
      throw new Error('denied')
    })
    render(
      <WithCoreWords>
        <CopyButton value="sha256:abc" label="Copy the hash" failedLabel="Unable to copy the hash." />
      </WithCoreWords>
    )
    await user.click(screen.getByRole('button', { name: 'Copy the hash' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to copy the hash.')
  })
})
