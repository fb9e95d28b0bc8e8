/*
 * sceau deposit: POST /consignment/deposits, upload the files (or only their SHA-256), wait until protected.
 * The intent (idempotency key, the server's answer, its phase) is saved at each step: the same command
 * run again after a kill anywhere (announcing, uploading, waiting for the seal) ends with the same deposit.
 */
import type { ApiAnswer } from '@sceau/api-client'
import { Api } from '../api.ts'
import { requireConfig } from '../config.ts'
import { CliError, EXIT, usageError } from '../errors.ts'
import { batchKey, collectFiles, sha256File } from '../files.ts'
import { t } from '../i18n.ts'
import { Intents } from '../intents.ts'
import { emit, type OutputOptions } from '../output.ts'
import { Progress, note } from '../progress.ts'
import { UploadRefused, uploadFiles, type UploadResult } from '../upload.ts'

/** consignment's answers (@sceau/api-client's types, generated from the OpenAPI document). */
export type CreatedDeposit = ApiAnswer<'/api/v2/consignment/deposits', 'post', 201>
export type Deposit = ApiAnswer<'/api/v2/consignment/deposits/{id}', 'get'>

export interface DepositOptions extends OutputOptions {
  hashOnly?: boolean
  years?: string
  coAuthor?: string[]
  title?: string
  description?: string
  wait?: boolean
}

const YEARS = [1, 3, 5, 10]
const FINAL = new Set(['protected', 'renewal_due', 'expired', 'cancelled', 'payment_pending'])

/** "Ada Lovelace <ada@example.org>" → { firstname: "Ada", lastname: "Lovelace", email }. */
export function parseCoAuthor(value: string) {
  const match = /^\s*(.+?)\s*<\s*([^<>\s]+@[^<>\s]+)\s*>\s*$/.exec(value)
  if (!match) throw usageError(t('error.coAuthorFormat', { value, form: 'Firstname Lastname <email>' }))
  const words = match[1]!.split(/\s+/)
  if (words.length < 2) throw usageError(t('error.coAuthorNames', { value }))
  return { firstname: words[0]!, lastname: words.slice(1).join(' '), email: match[2]! }
}

export const certificateUrl = (origin: string, token: string) => `${origin}/certificate/${token}`

export async function waitForDeposit(api: Api, id: string) {
  const started = Date.now()
  let delay = 500
  for (;;) {
    const deposit = await api.get<Deposit>(`/consignment/deposits/${id}`)
    if (FINAL.has(deposit.state)) return deposit
    if (process.stderr.isTTY)
      process.stderr.write(
        `\r\x1b[2K${t('progress.sealing')}: ${t('progress.seconds', { state: deposit.state, seconds: Math.round((Date.now() - started) / 1000) })}`
      )
    await new Promise((resolve) => setTimeout(resolve, delay))
    delay = Math.min(delay * 1.5, 5000)
  }
}

export async function deposit(paths: string[], options: DepositOptions) {
  const years = options.years === undefined ? undefined : Number(options.years)
  if (years !== undefined && !YEARS.includes(years)) throw usageError(t('error.years', { years: YEARS.join(', ') }))
  const coAuthors = (options.coAuthor ?? []).map(parseCoAuthor)
  const config = await requireConfig()
  const api = new Api(config.url, { kind: 'bearer', token: config.token })
  const { files, folder } = await collectFiles(paths)
  const title = options.title ?? (folder ? (files[0]!.relativePath.split('/')[0] ?? 'Deposit') : files[0]!.relativePath)
  const intents = await Intents.saved()
  const key = batchKey('deposit', config.url, files, { hashOnly: !!options.hashOnly, years, coAuthors, title })
  // Saved before the server hears of it: a run killed before the answer asks again with the same key.
  const intent = intents.open(key, 'deposit')
  let created = intent.data as unknown as CreatedDeposit | null
  const resumedAt = created ? intent.phase : null
  let results: UploadResult[] = []

  if (!created) {
    const declared = []
    const hashing = new Progress(t('progress.hashing'))
    const total = files.reduce((sum, file) => sum + file.size, 0)
    let hashed = 0
    for (const file of files) {
      declared.push({
        path: file.relativePath,
        size: file.size,
        // Hash-only: the bytes stay here, the SHA-256 is the deposit.
        ...(options.hashOnly ? { sha256: await sha256File(file.absolutePath, (n) => hashing.update((hashed += n), total)) } : {}),
      })
    }
    hashing.done()
    const body = {
      type: folder ? 'folder' : 'file',
      authorKind: 'me',
      ...(years ? { years } : {}),
      coAuthors,
      title,
      ...(options.description ? { description: options.description } : {}),
      hashOnly: !!options.hashOnly,
      files: declared,
    }
    created = await api.post<CreatedDeposit>('/consignment/deposits', body, { idempotencyKey: intent.idempotencyKey })
    intents.update(key, { phase: created.upload ? 'announced' : 'uploaded', data: created as unknown as Record<string, unknown> })
  } else note(t('deposit.resuming', { id: created.deposit.id }))

  if (intent.phase === 'announced' && created.upload) {
    try {
      results = await uploadFiles(config.url, created.upload, files, intents, new Progress(t('progress.uploading')))
    } catch (error) {
      // Refused for good: the batch may be closed because every byte arrived before the last run was killed.
      if (!(error instanceof UploadRefused) || (await api.get<Deposit>(`/consignment/deposits/${created.deposit.id}`)).state === 'uploading') {
        if (error instanceof UploadRefused) intents.forget(key)
        throw error
      }
    }
    intents.update(key, { phase: 'uploaded' })
  }
  if (resumedAt === 'uploaded' && created.upload) note(t('deposit.uploaded', { id: created.deposit.id }))
  const final = options.wait === false ? created.deposit : await waitForDeposit(api, created.deposit.id)
  if (process.stderr.isTTY && options.wait !== false) process.stderr.write('\n')
  intents.forget(key)
  const output = {
    deposit: { id: final.id, number: final.number, title: final.title, state: final.state, hashOnly: final.hashOnly },
    files: final.files.map((file) => ({
      id: file.id,
      path: file.path,
      size: file.size,
      sha256: file.sha256,
      state: file.state,
      certificateUrl: certificateUrl(config.url, file.certificateToken),
      resumedFromBytes: results.find((r) => r.path === file.path)?.resumedFromBytes ?? 0,
    })),
    ...(final.paymentUrl ? { paymentUrl: final.paymentUrl } : {}),
  }
  emit(options, output, [
    t('deposit.line', { number: final.number ?? final.id, title: final.title, state: final.state }),
    ...output.files.map((file) => `  ${file.path}  sha256 ${file.sha256 ?? '-'}  ${file.certificateUrl}`),
    ...(final.paymentUrl ? [t('deposit.waitingPayment', { url: final.paymentUrl })] : []),
  ])
  if (final.state === 'payment_pending')
    throw new CliError(t('error.paymentPending', { url: final.paymentUrl ?? t('error.seeWebApp') }), EXIT.refused, 'E_PAYMENT_PENDING')
  if (final.state === 'cancelled') throw new CliError(t('error.cancelled'), EXIT.refused, 'E_DEPOSIT_CANCELLED')
}
