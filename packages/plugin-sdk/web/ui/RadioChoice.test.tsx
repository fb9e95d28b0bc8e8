import { render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { RadioChoice } from './fields.js'

const MODES = ['email', 'link', 'qr'] as const
const WORDS = { email: 'By e-mail', link: 'As a link', qr: 'As a QR code' }

function Modes({ hints = false }: { hints?: boolean }) {
  const [mode, setMode] = useState<(typeof MODES)[number]>('email')
  return (
    <>
      <button type="button">before</button>
      <RadioChoice
        legend="Delivery"
        name="mode"
        value={mode}
        choices={MODES}
        onChange={setMode}
        label={(choice) => WORDS[choice]}
        hint={hints ? (choice) => (choice === 'link' ? 'Anyone with the link' : null) : undefined}
      />
      <p>chosen {mode}</p>
    </>
  )
}

const checked = () =>
  screen
    .getAllByRole('radio')
    .filter((radio) => (radio as HTMLInputElement).checked)
    .map((radio) => radio.getAttribute('value'))

describe('RadioChoice', () => {
  it('is a group named by its legend, one radio a choice named by its label, the value checked', async () => {
    const user = userEvent.setup()
    render(<Modes />)
    const group = screen.getByRole('group', { name: 'Delivery' })
    expect(group.tagName).toBe('FIELDSET')
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('name'))).toEqual(['mode', 'mode', 'mode'])
    expect(checked()).toEqual(['email'])
    await user.click(screen.getByLabelText('As a QR code'))
    expect(checked()).toEqual(['qr'])
    expect(screen.getByText('chosen qr')).toBeTruthy()
  })

  it('is one Tab stop whose choice the arrow keys move', async () => {
    const user = userEvent.setup()
    render(<Modes />)
    await user.click(screen.getByRole('button', { name: 'before' }))
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'By e-mail' }))
    await user.keyboard('{ArrowDown}')
    expect(checked()).toEqual(['link'])
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'As a link' }))
    await user.keyboard('{ArrowRight}')
    expect(checked()).toEqual(['qr'])
    await user.keyboard('{ArrowUp}')
    expect(checked()).toEqual(['link'])
    expect(screen.getByText('chosen link')).toBeTruthy()
  })

  it('describes a choice by its hint', () => {
    render(<Modes hints />)
    expect(screen.getByRole('radio', { name: 'As a link' }).getAttribute('aria-describedby')).toBeTruthy()
    const link = screen.getByRole('radio', { name: 'As a link' })
    expect(document.getElementById(link.getAttribute('aria-describedby')!)?.textContent).toBe('Anyone with the link')
    expect(screen.getByRole('radio', { name: 'By e-mail' }).getAttribute('aria-describedby')).toBeNull()
  })
})
