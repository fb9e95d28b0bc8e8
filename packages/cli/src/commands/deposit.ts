/* sceau deposit: POST /consignment/deposits, upload the files (or only their SHA-256), wait until protected. */
import { Api } from '../http.ts'
import { readState, requireConfig, writeState } from '../config.ts'
import { CliError, EXIT, usageError } from '../errors.ts'
import { batchKey, collectFiles, sha256File } from '../files.ts'
import { emit, type OutputOptions } from '../output.ts'
import { Progress, note } from '../progress.ts'
import { uploadFiles, type Batch, type UploadResult } from '../upload.ts'

/** The parts of consignment's DepositDetail / CreatedDeposit (plugins/consignment/shared/types.ts) this command reads. */
export interface DepositFile {
  id: string
  path: string
  size: number
  sha256: string | null
  state: string
  certificateToken: string
}
export interface Deposit {
  id: string
  number: string | null
  title: string
  state: string
  hashOnly: boolean
  paymentUrl?: string | null
  files: DepositFile[]
}
interface CreatedDeposit {
  deposit: Deposit
  upload: Batch | null
}

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
  if (!match) throw usageError(`Co-author "${value}": write it as "Firstname Lastname <email>".`)
  const words = match[1]!.split(/\s+/)
  if (words.length < 2) throw usageError(`Co-author "${value}": give a first name and a last name.`)
  return { firstname: words[0]!, lastname: words.slice(1).join(' '), email: match[2]! }
}

export const certificateUrl = (origin: string, token: string) => `${origin}/certificate/${token}`

export async function waitForDeposit(api: Api, id: string, progressLabel: string) {
  const started = Date.now()
  let delay = 500
  for (;;) {
    const deposit = await api.request<Deposit>('GET', `/consignment/deposits/${id}`)
    if (FINAL.has(deposit.state)) return deposit
    if (process.stderr.isTTY) process.stderr.write(`\r\x1b[2K${progressLabel}: ${deposit.state} (${Math.round((Date.now() - started) / 1000)} s)`)
    await new Promise((resolve) => setTimeout(resolve, delay))
    delay = Math.min(delay * 1.5, 5000)
  }
}

export async function deposit(paths: string[], options: DepositOptions) {
  const years = options.years === undefined ? undefined : Number(options.years)
  if (years !== undefined && !YEARS.includes(years)) throw usageError(`--years must be one of ${YEARS.join(', ')}.`)
  const coAuthors = (options.coAuthor ?? []).map(parseCoAuthor)
  const config = await requireConfig()
  const api = new Api(config.url, { kind: 'bearer', token: config.token })
  const { files, folder } = await collectFiles(paths)
  const title = options.title ?? (folder ? (files[0]!.relativePath.split('/')[0] ?? 'Deposit') : files[0]!.relativePath)
  const state = await readState()
  const key = batchKey('deposit', config.url, files, { hashOnly: !!options.hashOnly, years, coAuthors, title })
  let created = state.batches[key]?.data as unknown as CreatedDeposit | undefined
  let results: UploadResult[] = []

  if (!created) {
    const declared = []
    const hashing = new Progress()
    const total = files.reduce((sum, file) => sum + file.size, 0)
    let hashed = 0
    for (const file of files) {
      declared.push({
        path: file.relativePath,
        size: file.size,
        // Hash-only: the bytes stay here, the SHA-256 is the deposit.
        ...(options.hashOnly ? { sha256: await sha256File(file.absolutePath, (n) => hashing.update('Hashing', (hashed += n), total)) } : {}),
      })
    }
    hashing.done()
    created = await api.request<CreatedDeposit>('POST', '/consignment/deposits', {
      body: {
        type: folder ? 'folder' : 'file',
        authorKind: 'me',
        ...(years ? { years } : {}),
        coAuthors,
        title,
        ...(options.description ? { description: options.description } : {}),
        hashOnly: !!options.hashOnly,
        files: declared,
      },
    })
    if (created.upload) {
      // Remembered before the first byte: an interrupted run resumes this deposit instead of making another.
      state.batches[key] = { kind: 'deposit', createdAt: new Date().toISOString(), data: created as unknown as Record<string, unknown> }
      await writeState(state)
    }
  } else note(`Resuming the upload of deposit ${created.deposit.id}.`)

  if (created.upload) {
    results = await uploadFiles(config.url, created.upload, files, state, 'Uploading', key)
    delete state.batches[key]
    await writeState(state)
  }
  const final = options.wait === false ? created.deposit : await waitForDeposit(api, created.deposit.id, 'Sealing')
  if (process.stderr.isTTY && options.wait !== false) process.stderr.write('\n')
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
    `Deposit ${final.number ?? final.id} "${final.title}": ${final.state}`,
    ...output.files.map((file) => `  ${file.path}  sha256 ${file.sha256 ?? '-'}  ${file.certificateUrl}`),
    ...(final.paymentUrl ? [`Waiting for payment: ${final.paymentUrl}`] : []),
  ])
  if (final.state === 'payment_pending')
    throw new CliError(`The deposit waits for its payment: ${final.paymentUrl ?? 'see the web app'}`, EXIT.refused, 'E_PAYMENT_PENDING')
  if (final.state === 'cancelled') throw new CliError('The deposit was cancelled.', EXIT.refused, 'E_DEPOSIT_CANCELLED')
}
