import { useState, type FormEvent } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api, type Contact } from '@sceau/api-client'
import { ModalContent } from '../components/ModalContent'
import { SubmitButton, TextField } from '@sceau/plugin-sdk/web/ui'
import { useFieldErrors } from '../forms/useFieldErrors'
import { compact, emailProblem } from '../forms/validation'
import { organisationKey } from '../organisations/queries'
import { useToast } from '../toasts/useToast'

/** Adds a contact, or edits one; a taken address is said on the field ("This Email Address Already Exists in Your Contacts"). */
export function ContactDialog({ organisationId, contact, onClose }: { organisationId: string; contact: Contact | null; onClose: () => void }) {
  const { t } = useTranslation('core')
  const toast = useToast()
  const queryClient = useQueryClient()
  const fields = useFieldErrors()
  const [firstname, setFirstname] = useState(contact?.firstname ?? '')
  const [lastname, setLastname] = useState(contact?.lastname ?? '')
  const [email, setEmail] = useState(contact?.email ?? '')
  const save = useMutation({
    mutationFn: () => {
      const body = { firstname: firstname.trim(), lastname: lastname.trim(), email: email.trim() }
      const base = `/organizations/${organisationId}/contacts`
      return contact ? api.patch<Contact>(`${base}/${contact.id}`, body) : api.post<Contact>(base, body)
    },
    onSuccess: async () => {
      toast.success(t(contact ? 'books.updated' : 'books.added'))
      await queryClient.invalidateQueries({ queryKey: organisationKey(organisationId, 'contacts') })
      onClose()
    },
    onError: fields.failWith('books.saveFailed'),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (fields.check(compact({ email: emailProblem(email) }))) save.mutate()
  }
  return (
    <Dialog.Root open onOpenChange={(open) => open || onClose()}>
      <ModalContent title={t(contact ? 'books.editTitle' : 'books.addTitle')} description={t('books.dialogText')}>
        <form noValidate onSubmit={submit} className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t('auth.firstname')} name="firstname" value={firstname} onValueChange={setFirstname} error={fields.errors.firstname} />
            <TextField label={t('auth.lastname')} name="lastname" value={lastname} onValueChange={setLastname} error={fields.errors.lastname} />
          </div>
          <TextField label={t('auth.email')} name="email" type="email" value={email} onValueChange={setEmail} error={fields.errors.email} />
          <div className="flex justify-end gap-2">
            <Dialog.Close className="btn-secondary">{t('actions.cancel')}</Dialog.Close>
            <SubmitButton pending={save.isPending}>{t('actions.save')}</SubmitButton>
          </div>
        </form>
      </ModalContent>
    </Dialog.Root>
  )
}
