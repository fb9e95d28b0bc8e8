/* The sender's name, e-mail, message and files, checked before anything is uploaded. */
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { PickedFile } from '@sceau/api-client/uploads'
import { useFieldEdits, useFormats } from '@sceau/plugin-sdk/web/hooks'
import { FieldError, FilePicker, FormAlert, TextAreaField, TextField } from '@sceau/plugin-sdk/web/ui'
import type { PublicReception } from '../../../shared/types.js'
import { useDeliverySend } from '../../hooks/useDeliverySend.js'
import { EMAIL_PATTERN } from '../../lib.js'

export function SendForm({
  reception,
  grant,
  send,
}: {
  reception: PublicReception
  grant: { grant: string; email: string | null } | null
  send: ReturnType<typeof useDeliverySend>
}) {
  const { t } = useTranslation('receptions', { keyPrefix: 'public.send' })
  const format = useFormats()
  const remembered = send.state.pending?.sender
  const [name, setName] = useState(remembered?.name ?? '')
  const [email, setEmail] = useState(grant?.email ?? remembered?.email ?? '')
  const [message, setMessage] = useState(remembered?.message ?? '')
  const [files, setFiles] = useState<PickedFile[]>([])
  const [local, setLocal] = useState<Record<string, string>>({})
  const edits = useFieldEdits()
  const errors = edits.visible({ ...send.state.error?.fields, ...local })
  const totalBytes = files.reduce((sum, f) => sum + f.file.size, 0)
  const { maxBytes, maxFiles } = reception.limits

  function submit(event: FormEvent) {
    event.preventDefault()
    const found: Record<string, string> = {}
    if (files.length === 0) found.files = t('errors.files')
    else if (totalBytes > maxBytes) found.files = t('errors.tooBig', { size: format.bytes(totalBytes - maxBytes) })
    else if (maxFiles !== null && files.length > maxFiles) found.files = t('errors.tooMany')
    if (!name.trim()) found.name = t('errors.required')
    if (!email.trim()) found.email = t('errors.emailRequired')
    else if (!EMAIL_PATTERN.test(email.trim())) found.email = t('errors.emailInvalid')
    setLocal(found)
    edits.submitted()
    if (Object.keys(found).length > 0) return
    if (send.state.pending) return send.resume(files)
    void send.send({ name: name.trim(), email: email.trim(), message: message.trim() || null, grant: grant?.grant ?? null }, files)
  }

  return (
    <form className="space-y-4" onSubmit={submit} noValidate aria-label={t('title')}>
      <h2 className="text-lg font-semibold">{t('title')}</h2>
      {send.state.pending && (
        <div role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-700 dark:bg-amber-950">
          <p>{t('resume.text')}</p>
          <button type="button" className="btn-secondary mt-2 px-2 py-1 text-xs" onClick={send.discardPending}>
            {t('resume.discard')}
          </button>
        </div>
      )}
      <div>
        <FilePicker
          files={files}
          testId="reception"
          onAdd={(picked) => {
            edits.edit('files')
            setFiles((current) => [...current, ...picked.filter((p) => !current.some((c) => c.relativePath === p.relativePath))])
          }}
          onRemove={(file) => {
            edits.edit('files')
            setFiles((current) => current.filter((f) => f !== file))
          }}
          labels={{ drop: t('drop'), addFiles: t('addFiles'), addFolder: t('addFolder'), remove: (path) => t('remove', { name: path }) }}
          summary={
            <>
              {t('selected', { count: files.length, size: format.bytes(totalBytes) })} · {t('limit', { size: format.bytes(maxBytes) })}
              {maxFiles !== null && ` · ${t('maxFiles', { count: maxFiles })}`}
            </>
          }
        />
        <FieldError id="reception-files-error">{errors.files}</FieldError>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('name')}
          name="name"
          autoComplete="name"
          value={name}
          onValueChange={(value) => {
            edits.edit('name')
            setName(value)
          }}
          error={errors.name}
          maxLength={120}
        />
        <TextField
          label={t('email')}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onValueChange={(value) => {
            edits.edit('email')
            setEmail(value)
          }}
          error={errors.email}
          readOnly={Boolean(grant?.email)}
          hint={grant?.email ? t('emailVerified') : undefined}
        />
      </div>
      <TextAreaField
        label={t('message')}
        name="message"
        value={message}
        onValueChange={(value) => {
          edits.edit('message')
          setMessage(value)
        }}
        error={errors.message}
        rows={4}
        maxLength={5000}
      />
      <FormAlert>{send.state.error && Object.keys(send.state.error.fields).length === 0 ? send.state.error.message : null}</FormAlert>
      <button type="submit" className="btn-primary w-full py-3 text-base">
        {send.state.pending ? t('resume.submit') : t('submit')}
      </button>
    </form>
  )
}
