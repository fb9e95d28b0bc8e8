import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api, type CurrentUser } from '@sceau/api-client'
import { ConfirmAction, FieldError, Picture, Section } from '@sceau/plugin-sdk/web/ui'
import { initialsOf } from '../dashboard/Avatar'
import { describeError } from '../errors/describeError'
import { IMAGE_ACCEPT, IMAGE_MAX_MB } from '../forms/validation'
import { SESSION_QUERY_KEY } from '../session/useSession'
import { useToast } from '../toasts/useToast'
import { useImagePick } from './useImagePick'

/** The profile picture: a checked (type, 5 MB) image previewed before upload; initials when there is none. */
export function AvatarPicker({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('core')
  const toast = useToast()
  const queryClient = useQueryClient()
  const image = useImagePick('avatar')
  const refresh = () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY })
  const upload = useMutation({
    mutationFn: (picked: File) => {
      const body = new FormData()
      body.append('avatar', picked)
      return api.post<{ avatarUrl: string }>('/users/me/avatar', body)
    },
    onSuccess: async () => {
      image.clear()
      toast.success(t('account.avatar.saved'))
      await refresh()
    },
    onError: image.failed,
  })
  const remove = useMutation({
    mutationFn: () => api.delete('/users/me/avatar'),
    onSuccess: refresh,
    onError: (failure) => toast.error(t('account.saveFailed'), describeError(failure, t)),
  })
  const { file, preview, error } = image
  const shown = preview ?? user.avatarUrl
  const initials = (
    <span
      aria-label={t('account.avatar.initials')}
      className="flex size-20 items-center justify-center rounded-full bg-brand-600 text-2xl font-semibold text-white"
    >
      {user.initials ?? initialsOf(user)}
    </span>
  )
  return (
    <Section title={t('account.avatar.title')} text={t('account.avatar.text', { max: IMAGE_MAX_MB })}>
      <div className="flex flex-wrap items-center gap-4">
        {shown ? <Picture src={shown} alt={t('account.avatar.preview')} className="size-20 rounded-full object-cover" fallback={initials} /> : initials}
        <div className="space-y-2">
          <label className="btn-secondary cursor-pointer">
            {t('account.avatar.choose')}
            <input type="file" accept={IMAGE_ACCEPT} className="sr-only" onChange={(event) => image.pick(event.target.files?.[0])} />
          </label>
          <div className="flex flex-wrap gap-2">
            {file && (
              <button type="button" className="btn-primary" disabled={upload.isPending} onClick={() => upload.mutate(file)}>
                {t('account.avatar.upload')}
              </button>
            )}
            {user.avatarUrl && !file && (
              <ConfirmAction
                label={t('account.avatar.remove')}
                question={t('account.avatar.removeQuestion')}
                onConfirm={() => remove.mutate()}
                pending={remove.isPending}
              />
            )}
          </div>
          {error && <FieldError id="avatar-error">{error}</FieldError>}
        </div>
      </div>
    </Section>
  )
}
