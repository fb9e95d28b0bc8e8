import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18next from 'i18next'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import en from '../../locales/en.json'
import { ToastContext } from './toastContext'
import { Toaster } from './Toaster'
import { createToastStore, TOAST_DURATION_MS } from './toastStore'
import { useToast } from './useToast'

async function renderToaster() {
  const i18n = i18next.createInstance().use(initReactI18next)
  await i18n.init({ lng: 'en', resources: { en: { core: en } }, defaultNS: 'core' })
  const store = createToastStore()
  let api: ReturnType<typeof useToast> | undefined
  function Probe() {
    api = useToast()
    return null
  }
  render(
    <I18nextProvider i18n={i18n}>
      <ToastContext value={store}>
        <Probe />
        <Toaster />
      </ToastContext>
    </I18nextProvider>
  )
  return { store, toast: api! }
}

describe('toasts', () => {
  afterEach(() => vi.useRealTimers())

  it('stacks toasts in three groups, each with a title and an optional text', async () => {
    const { toast } = await renderToaster()
    act(() => {
      toast.success('Saved')
      toast.error('Upload failed', 'The file is too large')
      toast.warning('Almost full')
      toast.success('Sent', 'To 3 recipients')
    })
    const group = (name: string) => within(screen.getByRole(name === 'Errors' ? 'alert' : 'status', { name }))
    expect(
      group('Confirmations')
        .getAllByText(/Saved|Sent/)
        .map((node) => node.textContent)
    ).toEqual(['Saved', 'Sent'])
    expect(group('Confirmations').getByText('To 3 recipients')).toBeTruthy()
    expect(group('Errors').getByText('Upload failed')).toBeTruthy()
    expect(group('Errors').getByText('The file is too large')).toBeTruthy()
    expect(group('Warnings').getByText('Almost full')).toBeTruthy()
    expect(group('Warnings').queryByText('Saved')).toBeNull()
  })

  it('closes on click and on its own after a while', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { toast } = await renderToaster()
    act(() => {
      toast.error('Kept until closed by hand or timeout')
      toast.success('Short-lived')
    })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await user.click(within(screen.getByRole('alert', { name: 'Errors' })).getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByText('Kept until closed by hand or timeout')).toBeNull()
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS.success + 1)
    })
    expect(screen.queryByText('Short-lived')).toBeNull()
  })

  it('shows the same message once while it is on screen', async () => {
    const { store } = await renderToaster()
    act(() => {
      store.show('error', 'Loading failed', 'Offline')
      store.show('error', 'Loading failed', 'Offline')
    })
    expect(screen.getAllByText('Loading failed')).toHaveLength(1)
  })
})
