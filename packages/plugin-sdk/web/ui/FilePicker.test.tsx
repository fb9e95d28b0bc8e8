import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { PickedFile } from '@sceau/api-client/uploads'
import { FilePicker } from './FilePicker.js'
import { ProgressBar } from './ProgressBar.js'

const labels = { drop: 'Drop here', addFiles: 'Add files', addFolder: 'Add a folder', remove: (name: string) => `Remove ${name}` }

function Picker() {
  const [files, setFiles] = useState<PickedFile[]>([])
  return (
    <MemoryRouter>
      <FilePicker
        files={files}
        onAdd={(picked) => setFiles((current) => [...current, ...picked])}
        onRemove={(file) => setFiles((current) => current.filter((f) => f !== file))}
        labels={labels}
        summary={`${files.length} chosen`}
        testId="demo"
      />
    </MemoryRouter>
  )
}

describe('FilePicker', () => {
  it('lists the picked files without .DS_Store, with their sizes, and removes one by its named button', () => {
    render(<Picker />)
    expect(screen.getByRole('button', { name: 'Add files' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Add a folder' })).toBeTruthy()
    fireEvent.change(screen.getByTestId('demo-files'), { target: { files: [new File(['hello'], 'a.txt'), new File(['x'], '.DS_Store')] } })
    expect(screen.getByText('1 chosen')).toBeTruthy()
    expect(screen.getByText('a.txt')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Remove a.txt' }))
    expect(screen.queryByText('a.txt')).toBeNull()
  })
})

describe('ProgressBar', () => {
  it('announces its value as a bounded percentage', () => {
    render(<ProgressBar value={1.7} label="Total" />)
    expect(screen.getByRole('progressbar', { name: 'Total' }).getAttribute('aria-valuenow')).toBe('100')
  })
})
