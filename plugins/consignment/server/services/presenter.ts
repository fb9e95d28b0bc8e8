import db from '@adonisjs/lucid/services/db'
import type { AnchorService } from '@sceau/plugin-sdk/server'
import {
  RENEWAL_NOTICE_DAYS,
  type AnchorState,
  type CoAuthorInput,
  type DepositDetail,
  type DepositFileView,
  type DepositState,
  type DepositSummary,
} from '../../shared/index.js'
import { anchorRef, anchorView, timestampView } from './certificates.js'
import { DAY_MS } from './dates.js'
import { depositRepository, fileOf, type DepositRow, type FileRow } from './deposit_repository.js'
import { fullName, ownerName } from './people.js'

/** docs/product.md §4: protected or expired, renewal due in the last RENEWAL_NOTICE_DAYS (of conservation or of the TSA certificate). */
export function depositState(deposit: DepositRow, signerNotAfter: Date | null = null, now = new Date()): DepositState {
  if (deposit.state !== 'protected') return deposit.state
  const expires = deposit.expiresAt
  if (expires && expires <= now) return 'expired'
  const soon = now.getTime() + RENEWAL_NOTICE_DAYS * DAY_MS
  if ((expires && expires.getTime() < soon) || (signerNotAfter && signerNotAfter.getTime() < soon)) return 'renewal_due'
  return 'protected'
}

/** When renewal should happen: before the end of conservation, or before the last token's TSA certificate ends. */
export function renewalDate(deposit: DepositRow, signerNotAfter: Date | null) {
  const dates = [deposit.expiresAt, signerNotAfter].filter((d): d is Date => d !== null)
  if (!dates.length) return null
  return new Date(Math.min(...dates.map((d) => d.getTime())) - RENEWAL_NOTICE_DAYS * DAY_MS)
}

const anchorOf = (files: Pick<FileRow, 'anchorState' | 'state'>[], driver: AnchorService['driver']): AnchorState =>
  files.length > 0 && files.filter((f) => f.state === 'sealed').every((f) => f.anchorState === 'anchored') && files.some((f) => f.state === 'sealed')
    ? 'anchored'
    : driver === 'off'
      ? 'none'
      : 'pending'

function summary(
  deposit: DepositRow,
  files: FileRow[],
  coAuthors: CoAuthorInput[],
  driver: AnchorService['driver'],
  signerNotAfter: Date | null = null
): DepositSummary {
  return {
    id: deposit.uid,
    number: deposit.number,
    type: deposit.type,
    title: deposit.title,
    state: depositState(deposit, signerNotAfter),
    anchor: anchorOf(files, driver),
    fileName: files[0]?.name ?? '',
    fileCount: files.length,
    bytes: deposit.totalBytes,
    hashOnly: deposit.hashOnly,
    createdAt: deposit.createdAt.toISOString(),
    depositedAt: deposit.depositedAt?.toISOString() ?? null,
    expiresAt: deposit.expiresAt?.toISOString() ?? null,
    applicant: deposit.authorName,
    creator: deposit.creatorName,
    owner: deposit.owner ? ownerName(deposit.owner) : null,
    coAuthors: coAuthors.map(fullName),
  }
}

/** The list's rows: first files and co-authors fetched for the whole page at once. */
export async function summaries(deposits: DepositRow[], driver: AnchorService['driver']): Promise<DepositSummary[]> {
  const ids = deposits.map((d) => d.id)
  if (!ids.length) return []
  const files = (await db.from('consignment_files').whereIn('deposit_id', ids).orderBy('id', 'asc')).map(fileOf)
  const people = await db.from('consignment_coauthors').whereIn('deposit_id', ids).orderBy('position', 'asc')
  return deposits.map((deposit) =>
    summary(
      deposit,
      files.filter((f) => f.depositId === deposit.id),
      people.filter((p) => p.deposit_id === deposit.id).map((p) => ({ firstname: p.firstname, lastname: p.lastname, email: p.email })),
      driver
    )
  )
}

export async function fileView(file: FileRow, anchors: AnchorService): Promise<DepositFileView & { signerNotAfter: Date | null }> {
  const chain = await depositRepository.timestamps(file.id)
  const timestamp = timestampView(chain)
  return {
    id: file.uid,
    version: file.version,
    name: file.name,
    path: file.path,
    size: file.size,
    mime: file.mime,
    sha256: file.sha256,
    state: file.state,
    downloadable: file.storageKey !== null,
    certificateToken: file.certificateToken,
    securityHash: file.securityHash,
    timestamp,
    anchor: anchorView(file.state === 'sealed' ? await anchors.status(anchorRef(file)) : null, anchors.driver),
    signerNotAfter: chain.at(-1)?.signerNotAfter ?? null,
  }
}

export async function detail(deposit: DepositRow, anchors: AnchorService): Promise<DepositDetail> {
  const files = await depositRepository.files(deposit.id)
  const coAuthors = await depositRepository.coAuthors(deposit.id)
  const views = await Promise.all(files.map((file) => fileView(file, anchors)))
  const ends = views.map((v) => v.signerNotAfter).filter((d): d is Date => d !== null)
  const signerNotAfter = ends.length ? new Date(Math.min(...ends.map((d) => d.getTime()))) : null
  return {
    ...summary(deposit, files, coAuthors, anchors.driver, signerNotAfter),
    description: deposit.description,
    authorKind: deposit.authorKind,
    author: { name: deposit.authorName, email: deposit.authorEmail },
    ownerDetails: deposit.owner,
    coAuthorList: coAuthors,
    years: deposit.years,
    authorisedCount: deposit.authorisedCount,
    renewalDate: renewalDate(deposit, signerNotAfter)?.toISOString() ?? null,
    integrationToken: deposit.embedId,
    price: { totalCents: deposit.priceCents, baseCents: deposit.basePriceCents, status: deposit.paymentStatus, method: deposit.paymentMethod },
    invoiceId: deposit.invoiceId,
    capture: deposit.capture,
    files: views.map(({ signerNotAfter: _end, ...view }) => view),
  }
}
