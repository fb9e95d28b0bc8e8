/*
 * A third party's sending through a SafeLink or the incoming page: open the delivery (its upload
 * batch), upload each file through tus with the core upload client (progress, per-file states, resume
 * after a reload by adding the same files again), complete it, then read back what was sent and its
 * receipt. What the browser needs to resume or to show the result again is kept per link or page.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { api, isApiError } from '@sceau/api-client'
import { UploadClient, type PickedFile, type UploadItem, type UploadTotals } from '@sceau/api-client/uploads'
import type { DeliveryStart, DeliveryStartInput, SenderDeliveryView } from '../../shared/types.js'
import { paths } from '../lib.js'

/** What is remembered of a sending under way: the delivery, and who sends (the form is filled again after a reload). */
export type PendingDelivery = DeliveryStart & { sender: { name: string; email: string; message: string | null } }

export type SendPhase = 'edit' | 'preparing' | 'uploading' | 'failed' | 'completing' | 'done'

export interface DeliverySendState {
  phase: SendPhase
  items: UploadItem[]
  totals: UploadTotals | null
  error: { message: string; fields: Record<string, string>; code: string | null } | null
  /** A sending a reload interrupted: adding the same files resumes it. */
  pending: PendingDelivery | null
  /** What was sent (after completion, or remembered from an earlier visit). */
  sent: { deliveryId: string; senderToken: string } | null
}

const MAX_AGE_MS = 20 * 3600_000
const pendingKey = (kind: string, ref: string) => `sceau.receptions.pending.${kind}.${ref}`
const sentKey = (kind: string, ref: string) => `sceau.receptions.sent.${kind}.${ref}`

function read<T>(storage: () => Storage, key: string): T | null {
  try {
    const stored = JSON.parse(storage().getItem(key) ?? 'null') as { value: T; savedAt: number } | null
    return stored && Date.now() - stored.savedAt < MAX_AGE_MS ? stored.value : null
  } catch {
    return null
  }
}

function write(storage: () => Storage, key: string, value: unknown) {
  try {
    if (value === null) storage().removeItem(key)
    else storage().setItem(key, JSON.stringify({ value, savedAt: Date.now() }))
  } catch {
    // Private mode: no resume after a reload.
  }
}

const local = () => localStorage
const session = () => sessionStorage

const settled = (totals: UploadTotals | null) => !!totals && totals.files > 0 && totals.states.waiting + totals.states.loading + totals.states.processing === 0

const failure = (error: unknown, fallback: string) => ({
  message: isApiError(error) && error.fromServer ? error.message : fallback,
  code: isApiError(error) ? error.code : null,
  fields: isApiError(error) ? ((error.fields as Record<string, string> | undefined) ?? {}) : {},
})

/** Where uploads are sent from (a seam for tests: jsdom has no tus server). */
export const deliveryUploads = {
  create: (options: ConstructorParameters<typeof UploadClient>[0]) => new UploadClient(options),
}

export function useDeliverySend(kind: string, ref: string, fallbackError: string) {
  const [state, setState] = useState<DeliverySendState>(() => ({
    phase: 'edit',
    items: [],
    totals: null,
    error: null,
    pending: read<PendingDelivery>(local, pendingKey(kind, ref)),
    sent: read<{ deliveryId: string; senderToken: string }>(session, sentKey(kind, ref)),
  }))
  const client = useRef<Pick<UploadClient, 'add' | 'start' | 'close' | 'cancel' | 'retryFailed' | 'totals'> | null>(null)
  const start = useRef<DeliveryStart | null>(null)
  const completing = useRef(false)
  const queryClient = useQueryClient()
  const patch = useCallback((next: Partial<DeliverySendState>) => setState((current) => ({ ...current, ...next })), [])

  useEffect(() => () => client.current?.close(), [])

  const complete = useCallback(async () => {
    const started = start.current
    if (completing.current || !started) return
    completing.current = true
    patch({ phase: 'completing', error: null })
    try {
      await api.post<SenderDeliveryView>(`${paths.publicDelivery(started.deliveryId)}/complete`, { senderToken: started.senderToken })
      const sent = { deliveryId: started.deliveryId, senderToken: started.senderToken }
      write(local, pendingKey(kind, ref), null)
      write(session, sentKey(kind, ref), sent)
      client.current?.close()
      patch({ phase: 'done', sent })
      // A link that expires after its first upload is now closed: the page says so instead of offering another sending.
      void queryClient.invalidateQueries({ queryKey: ['receptions', 'public', kind, ref] })
    } catch (error) {
      completing.current = false
      patch({ phase: 'failed', error: failure(error, fallbackError) })
    }
  }, [fallbackError, kind, patch, queryClient, ref])

  const onChange = useCallback(
    (items: UploadItem[], totals: UploadTotals) => {
      setState((current) => ({ ...current, items, totals }))
      if (!settled(totals)) return
      if (totals.states.loadingError + totals.states.sendingError > 0) patch({ phase: 'failed' })
      else void complete()
    },
    [complete, patch]
  )

  const upload = useCallback(
    (started: DeliveryStart, files: PickedFile[]) => {
      start.current = started
      completing.current = false
      const uploads = deliveryUploads.create({ batchId: started.upload.batchId, token: started.upload.token, endpoint: started.upload.endpoint, onChange })
      client.current = uploads
      uploads.add(files)
      uploads.start()
    },
    [onChange]
  )

  /** Opens the delivery on the server, then uploads its files. */
  const send = useCallback(
    async (input: Omit<DeliveryStartInput, 'files'>, files: PickedFile[]) => {
      patch({ phase: 'preparing', error: null })
      try {
        const started = await api.post<DeliveryStart>(`${paths.public(kind, ref)}/deliveries`, {
          ...input,
          files: files.map(({ file, relativePath }) => ({ name: file.name, size: file.size, path: relativePath, type: file.type || null })),
        } satisfies DeliveryStartInput)
        write(local, pendingKey(kind, ref), {
          ...started,
          sender: { name: input.name, email: input.email, message: input.message ?? null },
        } satisfies PendingDelivery)
        patch({ phase: 'uploading', pending: null })
        upload(started, files)
      } catch (error) {
        patch({ phase: 'edit', error: failure(error, fallbackError) })
      }
    },
    [fallbackError, kind, patch, ref, upload]
  )

  /** After a reload: the same files continue where tus left them. */
  const resume = useCallback(
    (files: PickedFile[]) => {
      const pending = state.pending
      if (!pending) return
      patch({ phase: 'uploading', pending: null, error: null })
      upload(pending, files)
    },
    [patch, state.pending, upload]
  )

  const discardPending = useCallback(() => {
    write(local, pendingKey(kind, ref), null)
    patch({ pending: null })
  }, [kind, patch, ref])

  const retryFailed = useCallback(() => {
    completing.current = false
    patch({ phase: 'uploading', error: null })
    client.current?.retryFailed()
  }, [patch])

  const cancel = useCallback(async () => {
    await client.current?.cancel()
    client.current = null
    start.current = null
    completing.current = false
    write(local, pendingKey(kind, ref), null)
    setState((current) => ({ ...current, phase: 'edit', items: [], totals: null, error: null }))
  }, [kind, ref])

  const dismissError = useCallback(() => patch({ error: null }), [patch])

  /** "Send other files": the form again (what was sent stays readable through its receipt link). */
  const again = useCallback(() => {
    client.current?.close()
    client.current = null
    start.current = null
    write(session, sentKey(kind, ref), null)
    setState((current) => ({ ...current, phase: 'edit', items: [], totals: null, error: null, sent: null }))
  }, [kind, ref])

  return { state, send, resume, discardPending, retryFailed, cancel, again, dismissError }
}
