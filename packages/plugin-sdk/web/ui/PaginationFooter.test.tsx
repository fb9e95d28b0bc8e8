import { render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { WithCoreWords } from '../testI18n.js'
import { PaginationFooter } from './PaginationFooter.js'

function List({ lastPage, hideWhenSinglePage }: { lastPage: number; hideWhenSinglePage?: boolean }) {
  const [page, setPage] = useState(1)
  return (
    <WithCoreWords>
      <PaginationFooter
        page={page}
        lastPage={lastPage}
        onPage={setPage}
        label="Pages of deposits"
        summary={`Page ${page} of ${lastPage}`}
        hideWhenSinglePage={hideWhenSinglePage}
      />
    </WithCoreWords>
  )
}

describe('PaginationFooter', () => {
  it('walks the pages, each button off at its end', async () => {
    const user = userEvent.setup()
    render(<List lastPage={3} />)
    const footer = screen.getByRole('navigation', { name: 'Pages of deposits' })
    const previous = screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement
    expect(footer.textContent).toContain('Page 1 of 3')
    expect(previous.disabled).toBe(true)
    await user.click(next)
    await user.click(next)
    expect(footer.textContent).toContain('Page 3 of 3')
    expect(next.disabled).toBe(true)
    expect(previous.disabled).toBe(false)
    await user.click(previous)
    expect(footer.textContent).toContain('Page 2 of 3')
  })

  it('is not shown for a list on one page, unless asked to show its summary', () => {
    const { unmount } = render(<List lastPage={1} />)
    expect(screen.queryByRole('navigation')).toBeNull()
    unmount()
    render(<List lastPage={1} hideWhenSinglePage={false} />)
    expect(screen.getByRole('navigation').textContent).toContain('Page 1 of 1')
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true)
  })
})
