/* What the sender fills in on the creation card, and the checks made before anything is uploaded. */
import { useState } from 'react'
import { useFieldEdits } from '@sceau/plugin-sdk/web/hooks'
import { useTranslation } from 'react-i18next'
import type { PickedFile } from '@sceau/api-client/uploads'
import { EMAIL_PATTERN, normaliseEmail } from '@sceau/shared'
import type { TransferMode, TransferType } from '../../shared/types.js'
import type { TransferForm } from './useTransferSend.js'

const SEPARATORS = /[,;\s]+/
/** The shortest passphrase an e-mailed encrypted transfer takes (Argon2id slows guessing, it cannot make "1234" strong). */
export const PASSPHRASE_MIN = 10

export function useTransferDraft() {
  const { t } = useTranslation('transfer', { keyPrefix: 'screens.card' })
  const [files, setFiles] = useState<PickedFile[]>([])
  const [type, setType] = useState<TransferType>('send')
  const [mode, setMode] = useState<TransferMode>('email')
  const [recipients, setRecipients] = useState<string[]>([])
  const [recipientDraft, setRecipientDraft] = useState('')
  const [senderEmail, setSenderEmail] = useState('')
  const [title, setTitle] = useState('')
  const [message, setMessage] = useState('')
  const [password, setPassword] = useState('')
  const [expiryDays, setExpiryDays] = useState<number | null>(null)
  const [e2e, setE2e] = useState(false)
  const [passphrase, setPassphrase] = useState('')
  const [acknowledgement, setAcknowledgement] = useState(false)
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({})
  const sends = type !== 'protect'
  // A deposit needs the plaintext: only a plain send can be end-to-end encrypted.
  const encrypts = e2e && type === 'send'
  const edits = useFieldEdits()
  /** A setter that also hides the error shown under its field since the last submit. */
  const editing =
    <A extends unknown[]>(field: string, set: (...args: A) => void) =>
    (...args: A) => {
      edits.edit(field)
      set(...args)
    }

  function addFiles(picked: PickedFile[]) {
    setFiles((current) => {
      const known = new Set(current.map((f) => f.relativePath))
      return [...current, ...picked.filter((f) => !known.has(f.relativePath))]
    })
  }

  /** Valid addresses become recipients; invalid ones stay typed, with the error under the field. */
  function addRecipient(raw: string) {
    const emails = raw.split(SEPARATORS).map(normaliseEmail).filter(Boolean)
    const invalid = emails.filter((email) => !EMAIL_PATTERN.test(email))
    const valid = emails.filter((email) => EMAIL_PATTERN.test(email))
    setRecipients((current) => [...new Set([...current, ...valid])])
    setRecipientDraft(invalid.join(' '))
    setLocalErrors((current) => {
      const { recipients: _removed, ...rest } = current
      return invalid.length ? { ...rest, recipients: t('recipientInvalid') } : rest
    })
    if (invalid.length) edits.checked('recipients')
    else edits.edit('recipients')
  }

  /**
   * The form to send, or null after showing what is missing. `overBytes` is how far the files go
   * past the plan's limit (0 or less when they fit), written with `bytes`.
   */
  function check({ anonymous, overBytes, bytes }: { anonymous: boolean; overBytes: number; bytes: (n: number) => string }): TransferForm | null {
    const pendingRecipients = recipientDraft.trim() ? [...recipients, ...recipientDraft.split(SEPARATORS).map(normaliseEmail).filter(Boolean)] : recipients
    const problems: Record<string, string> = {}
    if (!files.length) problems.files = t('filesRequired')
    if (sends && mode === 'email') {
      if (!pendingRecipients.length) problems.recipients = t('recipientsRequired')
      else if (pendingRecipients.some((email) => !EMAIL_PATTERN.test(email))) problems.recipients = t('recipientInvalid')
    }
    if (anonymous) {
      if (!senderEmail.trim()) problems.senderEmail = t('senderRequired')
      else if (!EMAIL_PATTERN.test(normaliseEmail(senderEmail))) problems.senderEmail = t('recipientInvalid')
    }
    if (encrypts && mode === 'email' && passphrase.length < PASSPHRASE_MIN) problems.passphrase = t('e2e.passphraseShort', { count: PASSPHRASE_MIN })
    if (overBytes > 0) problems.files = t('overLimit', { n: bytes(overBytes) })
    setLocalErrors(problems)
    edits.submitted()
    if (Object.keys(problems).length) return null
    return {
      type,
      mode,
      recipients: pendingRecipients,
      senderEmail: normaliseEmail(senderEmail),
      title,
      message,
      password,
      expiryDays,
      e2e: encrypts,
      passphrase,
      acknowledgement: sends && acknowledgement,
    }
  }

  /** Resuming an interrupted transfer: its fields were sent when it was created, only files are needed again. */
  function checkFiles() {
    const problems: Record<string, string> = files.length ? {} : { files: t('filesRequired') }
    setLocalErrors(problems)
    edits.submitted()
    return !problems.files
  }

  /** After a send: a new transfer starts from empty files, recipients, title, message and password. */
  function clear() {
    setFiles([])
    setRecipients([])
    setTitle('')
    setMessage('')
    setPassword('')
    setPassphrase('')
  }

  return {
    files,
    addFiles: editing('files', addFiles),
    removeFile: editing('files', (file: PickedFile) => setFiles((current) => current.filter((x) => x !== file))),
    type,
    setType,
    sends,
    mode,
    setMode,
    recipients,
    addRecipient,
    removeRecipient: editing('recipients', (email: string) => setRecipients((current) => current.filter((r) => r !== email))),
    recipientDraft,
    setRecipientDraft: editing('recipients', setRecipientDraft),
    senderEmail,
    setSenderEmail: editing('senderEmail', setSenderEmail),
    title,
    setTitle: editing('title', setTitle),
    message,
    setMessage: editing('message', setMessage),
    password,
    setPassword: editing('password', setPassword),
    expiryDays,
    setExpiryDays: editing('expiryDays', setExpiryDays),
    e2e: encrypts,
    setE2e,
    passphrase,
    setPassphrase: editing('passphrase', setPassphrase),
    acknowledgement,
    setAcknowledgement: editing('acknowledgement', setAcknowledgement),
    /** The errors of the last submit (the server's, then the card's own checks) whose field was not changed since. */
    errorsOf: (server: Record<string, string> | undefined) => edits.visible({ ...server, ...localErrors }),
    check,
    checkFiles,
    clear,
  }
}
