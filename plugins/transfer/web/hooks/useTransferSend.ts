/*
 * The creation card's flow (docs/product.md §2, §4): prepare (draft + batch), upload with per-file states,
 * the code modal of anonymous senders in parallel, the failure choices, then send. The draft is
 * remembered in the browser so a reload can resume by adding the same files again.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api, isApiError } from '@sceau/api-client'
import type { PickedFile, SourcedFile, UploadClient, UploadItem, UploadTotals } from '@sceau/api-client/uploads'
import { SENDER_HEADER, type CreatedTransfer, type SentTransfer, type TransferMode, type TransferType } from '../../shared/types.js'
import type { SealedTransfer, SealPlan } from '../e2e/sealFiles.js'

export interface TransferForm {
  type: TransferType
  mode: TransferMode
  recipients: string[]
  senderEmail: string
  title: string
  message: string
  password: string
  expiryDays: number | null
  /** End to end encrypted (docs/e2e-format.md), opened by the link's key or, by e-mail, by `passphrase`. */
  e2e: boolean
  passphrase: string
  /** Recipients are asked to confirm receipt (docs/proof-of-delivery.md). */
  acknowledgement?: boolean
  /** "protect" / "protect and send": the deposit price the sender saw and confirmed (cents); the deposit is charged exactly it (issue 25). */
  priceCents?: number
}

export type Phase = 'edit' | 'encrypting' | 'preparing' | 'uploading' | 'failed' | 'sending' | 'done'

export interface SendState {
  phase: Phase
  items: UploadItem[]
  totals: UploadTotals | null
  /** Anonymous senders: the address the code went to, until it is confirmed. */
  verification: { email: string; verified: boolean } | null
  result: SentTransfer | null
  error: { message: string; fields: Record<string, string>; code?: string } | null
  /** A draft left by a reload: add the same files to resume it. */
  pending: StoredDraft | null
  /** End to end encrypted: the sender's paths by the opaque ids the upload carries. */
  names: Record<string, string> | null
  /** Once sent end to end encrypted: opened by the link's key or by a passphrase (also after a resume, whose card has no form). */
  e2e: 'link' | 'email' | null
}

interface StoredDraft {
  draft: CreatedTransfer
  verified: boolean
  savedAt: number
  /**
   * End to end encrypted: the key material, ids, salts and nonce prefixes that encrypt the same files into the
   * same bytes again (docs/e2e-format.md §8). Only in this browser's storage, never sent; gone with the draft.
   */
  e2e?: SealPlan
}

const STORAGE_KEY = 'sceau.transfer.draft'
const DRAFT_MAX_AGE_MS = 20 * 3600_000

function loadStored(): StoredDraft | null {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as StoredDraft | null
    if (stored && Date.now() - stored.savedAt < DRAFT_MAX_AGE_MS) return stored
    // Too old to resume: an encrypted one's key material does not stay behind either.
    if (stored) localStorage.removeItem(STORAGE_KEY)
    return null
  } catch {
    return null
  }
}

function store(value: StoredDraft | null) {
  try {
    if (value) localStorage.setItem(STORAGE_KEY, JSON.stringify(value))
    else localStorage.removeItem(STORAGE_KEY)
  } catch {
    // Private mode: resuming after a reload is then not offered.
  }
}

/**
 * An encrypted upload's progress (each file's hash so far) joins the kept draft, only while that draft is still
 * kept: once sent, cancelled or discarded, nothing writes the key material back.
 */
function keepPlan(plan: SealPlan) {
  const saved = loadStored()
  if (saved?.e2e && saved.e2e.key === plan.key) store({ ...saved, e2e: plan })
}

const sizeOf = (file: PickedFile | SourcedFile) => ('file' in file ? file.file.size : file.source.size)

const settled = (totals: UploadTotals | null) => !!totals && totals.files > 0 && totals.states.waiting + totals.states.loading + totals.states.processing === 0

export function useTransferSend(options: { anonymous: boolean; uploadOptions?: Partial<ConstructorParameters<typeof UploadClient>[0]> }) {
  const [state, setState] = useState<SendState>(() => ({
    phase: 'edit',
    items: [],
    totals: null,
    verification: null,
    result: null,
    error: null,
    pending: loadStored(),
    names: null,
    e2e: null,
  }))
  const { t } = useTranslation('transfer', { keyPrefix: 'screens.card.e2e' })
  const queryClient = useQueryClient()
  const client = useRef<UploadClient | null>(null)
  const draft = useRef<CreatedTransfer | null>(null)
  const verified = useRef(false)
  const sending = useRef(false)
  const sealed = useRef<SealedTransfer | null>(null)
  // Bumped by cancel and reset: an encryption still running when the sender cancelled must not go on to create a draft.
  const attempt = useRef(0)

  const patch = useCallback((next: Partial<SendState>) => setState((current) => ({ ...current, ...next })), [])
  const headers = () => ({ [SENDER_HEADER]: draft.current!.senderToken })

  useEffect(() => () => client.current?.close(), [])

  const finish = useCallback(async () => {
    if (sending.current || !draft.current) return
    sending.current = true
    patch({ phase: 'sending', error: null })
    try {
      const e2e = sealed.current
      const body = e2e ? { e2e: await e2e.e2e() } : undefined
      const sent = await api.post<SentTransfer>(`/transfer/drafts/${draft.current.id}/send`, body, { headers: headers() })
      // The key goes into the fragment only here, in the sender's browser (docs/e2e-format.md §1).
      const result = e2e?.fragment ? { ...sent, link: `${sent.link}#${e2e.fragment}` } : sent
      sealed.current = null
      store(null)
      client.current?.close()
      patch({ phase: 'done', result, e2e: e2e ? (e2e.fragment ? 'link' : 'email') : null })
      // The transfers list, the stat cards and (protect) the deposits now differ: refetch what is shown.
      void queryClient.invalidateQueries({ queryKey: ['transfer'] })
      void queryClient.invalidateQueries({ queryKey: ['consignment'] })
    } catch (error) {
      sending.current = false
      patch({ phase: 'failed', error: { message: isApiError(error) ? error.message : String(error), fields: {} } })
    }
  }, [patch, queryClient])

  /** Sends once every file settled without failure and the code (if any) is confirmed. */
  const maybeFinish = useCallback(
    (totals: UploadTotals | null) => {
      if (!settled(totals)) return
      if (totals!.states.loadingError + totals!.states.sendingError > 0) {
        patch({ phase: 'failed' })
        return
      }
      if (options.anonymous && !verified.current) return
      void finish()
    },
    [finish, options.anonymous, patch]
  )

  const startUploads = useCallback(
    async (created: CreatedTransfer, files: (PickedFile | SourcedFile)[]) => {
      draft.current = created
      // The tus client loads once there is something to send: the page opens lighter (web/scripts/pageWeight.ts).
      const { UploadClient } = await import('@sceau/api-client/upload-client')
      const uploads = new UploadClient({
        batchId: created.batchId,
        token: created.uploadToken,
        endpoint: created.endpoint,
        ...options.uploadOptions,
        onChange: (items, totals) => {
          setState((current) => ({ ...current, items, totals }))
          maybeFinish(totals)
        },
      })
      client.current = uploads
      uploads.add(files)
      uploads.start()
    },
    [maybeFinish, options.uploadOptions]
  )

  /** Creates the draft and starts sending the files. */
  const start = useCallback(
    async (form: TransferForm, picked: PickedFile[]) => {
      let files: (PickedFile | SourcedFile)[] = picked
      sealed.current = null
      const current = ++attempt.current
      if (form.e2e) {
        patch({ phase: 'encrypting', error: null })
        let result: SealedTransfer
        try {
          const { sealFiles } = await import('../e2e/sealFiles.js')
          // Keys and ids only (Argon2id in e-mail mode): the files are encrypted as tus sends them.
          result = await sealFiles(picked, form.mode === 'email' ? form.passphrase : null, keepPlan)
        } catch (error) {
          console.error('[transfer] encryption failed', error)
          if (current === attempt.current) patch({ phase: 'edit', error: { message: t('failed'), fields: {} } })
          return
        }
        if (current !== attempt.current) return
        sealed.current = result
        files = result.files
      }
      patch({ phase: 'preparing', error: null, names: sealed.current?.names ?? null })
      const body = {
        type: form.type,
        mode: form.mode,
        recipients: form.recipients,
        senderEmail: options.anonymous ? form.senderEmail : undefined,
        title: form.title,
        message: form.message,
        password: form.password || undefined,
        expiryDays: form.expiryDays ?? undefined,
        ...(form.e2e ? { e2e: true } : {}),
        acknowledgement: form.acknowledgement || undefined,
        ...(form.type !== 'send' && form.priceCents !== undefined ? { priceCents: form.priceCents } : {}),
        // The list holds the upload batch to these files (a resumed page cannot add a second copy).
        files: {
          count: files.length,
          bytes: files.reduce((sum, f) => sum + sizeOf(f), 0),
          list: files.map((f) => ({ path: f.relativePath, size: sizeOf(f) })),
        },
      }
      try {
        const created = await api.post<CreatedTransfer>(options.anonymous ? '/transfer/guest-transfers' : '/transfer/transfers', body)
        verified.current = !created.verification
        // An encrypted draft keeps its key material here, in this browser only, so a reload can resume it.
        store({ draft: created, verified: verified.current, savedAt: Date.now(), ...(sealed.current ? { e2e: sealed.current.plan } : {}) })
        patch({
          phase: 'uploading',
          verification: created.verification ? { email: created.verification.email, verified: false } : null,
          pending: null,
        })
        await startUploads(created, files)
      } catch (error) {
        patch({
          phase: 'edit',
          error: {
            message: isApiError(error) ? error.message : String(error),
            fields: isApiError(error) ? (error.fields ?? {}) : {},
            ...(isApiError(error) ? { code: error.code } : {}),
          },
        })
      }
    },
    [options.anonymous, patch, startUploads, t]
  )

  /** After a reload: the remembered draft continues with the same files (tus resumes their uploads). */
  const resume = useCallback(
    async (picked: PickedFile[]) => {
      const pending = state.pending
      if (!pending) return
      let files: (PickedFile | SourcedFile)[] = picked
      sealed.current = null
      const current = ++attempt.current
      if (pending.e2e) {
        // The same key, ids, salts and nonce prefixes: the same ciphertexts, so tus goes on from each file's offset;
        // finished files are never read, the unfinished one is encrypted from the chunk of its offset on.
        patch({ phase: 'encrypting', error: null })
        try {
          const { resealFiles } = await import('../e2e/sealFiles.js')
          sealed.current = await resealFiles(picked, pending.e2e, keepPlan)
        } catch (error) {
          console.error('[transfer] encryption failed', error)
          if (current === attempt.current) patch({ phase: 'edit', error: { message: t('failed'), fields: {} } })
          return
        }
        if (current !== attempt.current) return
        files = sealed.current.files
      }
      verified.current = pending.verified
      patch({
        phase: 'uploading',
        pending: null,
        names: sealed.current?.names ?? null,
        verification: pending.draft.verification ? { email: pending.draft.verification.email, verified: pending.verified } : null,
      })
      void startUploads(pending.draft, files)
    },
    [patch, startUploads, state.pending, t]
  )

  const discardPending = useCallback(() => {
    const pending = state.pending
    store(null)
    patch({ pending: null })
    if (pending) void api.delete(`/transfer/drafts/${pending.draft.id}`, { headers: { [SENDER_HEADER]: pending.draft.senderToken } }).catch(() => {})
  }, [patch, state.pending])

  /** The code modal: confirms the sender's address; the transfer goes as soon as the files are there too. */
  const verify = useCallback(
    async (code: string) => {
      await api.post(`/transfer/drafts/${draft.current!.id}/verify`, { code }, { headers: headers() })
      verified.current = true
      const saved = loadStored()
      if (saved) store({ ...saved, verified: true })
      setState((current) => ({ ...current, verification: current.verification && { ...current.verification, verified: true } }))
      maybeFinish(client.current?.totals ?? null)
    },
    [maybeFinish]
  )

  const resendCode = useCallback(async () => {
    await api.post(`/transfer/drafts/${draft.current!.id}/code`, undefined, { headers: headers() })
  }, [])

  /** "Ignore failed files and continue". */
  const ignoreFailed = useCallback(async () => {
    patch({ phase: 'uploading', error: null })
    await client.current?.ignoreFailed()
    const totals = client.current?.totals ?? null
    if (!totals?.files) {
      patch({ phase: 'failed' })
      return
    }
    maybeFinish(totals)
  }, [maybeFinish, patch])

  /** "Cancel and retry": the failed files are sent again. */
  const retryFailed = useCallback(() => {
    sending.current = false
    patch({ phase: 'uploading', error: null })
    client.current?.retryFailed()
  }, [patch])

  /** Abandons the transfer: uploads stop, the draft and its bytes are deleted. */
  const cancel = useCallback(async () => {
    const current = draft.current
    await client.current?.cancel()
    client.current = null
    draft.current = null
    sending.current = false
    store(null)
    sealed.current = null
    attempt.current++
    setState((s) => ({ ...s, phase: 'edit', items: [], totals: null, verification: null, result: null, error: null, names: null, e2e: null }))
    if (current) await api.delete(`/transfer/drafts/${current.id}`, { headers: { [SENDER_HEADER]: current.senderToken } }).catch(() => {})
  }, [])

  const reset = useCallback(() => {
    client.current?.close()
    client.current = null
    draft.current = null
    sending.current = false
    sealed.current = null
    attempt.current++
    setState((s) => ({ ...s, phase: 'edit', items: [], totals: null, verification: null, result: null, error: null, names: null, e2e: null }))
  }, [])

  return { state, start, resume, discardPending, verify, resendCode, ignoreFailed, retryFailed, cancel, reset }
}
