import { render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { FilterTabs } from './FilterTabs.js'

const FILTERS = ['all', 'active', 'expired'] as const
const WORDS = { all: 'All', active: 'Active', expired: 'Expired' }

function Filters() {
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>('all')
  return (
    <>
      <FilterTabs values={FILTERS} selected={filter} onSelect={setFilter} label="Filter the transfers" labelOf={(value) => WORDS[value]} />
      <p>showing {filter}</p>
    </>
  )
}

const selected = () =>
  screen
    .getAllByRole('tab')
    .filter((tab) => tab.getAttribute('aria-selected') === 'true')
    .map((tab) => tab.textContent)

describe('FilterTabs', () => {
  it('selects the filter clicked, one at a time', async () => {
    const user = userEvent.setup()
    render(<Filters />)
    expect(screen.getByRole('tablist', { name: 'Filter the transfers' })).toBeTruthy()
    expect(selected()).toEqual(['All'])
    await user.click(screen.getByRole('tab', { name: 'Expired' }))
    expect(selected()).toEqual(['Expired'])
    expect(screen.getByText('showing expired')).toBeTruthy()
  })

  it('is one Tab stop, moved with the arrows (wrapping), Home and End', async () => {
    const user = userEvent.setup()
    render(<Filters />)
    await user.tab()
    expect(document.activeElement?.textContent).toBe('All')
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1])
    await user.keyboard('{ArrowRight}')
    expect(selected()).toEqual(['Active'])
    expect(document.activeElement?.textContent).toBe('Active')
    await user.keyboard('{End}')
    expect(selected()).toEqual(['Expired'])
    await user.keyboard('{ArrowRight}')
    expect(selected()).toEqual(['All'])
    await user.keyboard('{ArrowLeft}')
    expect(selected()).toEqual(['Expired'])
    await user.keyboard('{Home}')
    expect(document.activeElement?.textContent).toBe('All')
    expect(screen.getByText('showing all')).toBeTruthy()
  })
})
