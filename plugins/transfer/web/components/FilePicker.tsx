import { useTranslation } from 'react-i18next'
import type { PickedFile } from '@sceau/api-client/uploads'
import { useFormats } from '@sceau/plugin-sdk/web/hooks'
import { FilePicker as SdkFilePicker } from '@sceau/plugin-sdk/web/ui'

/** Files and folders to send (the SDK's picker), listed with their sizes against the plan's limit. */
export function FilePicker({
  files,
  maxBytes,
  onAdd,
  onRemove,
}: {
  files: PickedFile[]
  maxBytes: number | undefined
  onAdd: (picked: PickedFile[]) => void
  onRemove: (file: PickedFile) => void
}) {
  const { t } = useTranslation('transfer', { keyPrefix: 'screens.card' })
  const format = useFormats()
  const totalBytes = files.reduce((sum, f) => sum + f.file.size, 0)
  return (
    <SdkFilePicker
      files={files}
      onAdd={onAdd}
      onRemove={onRemove}
      testId="transfer"
      labels={{ drop: t('drop'), addFiles: t('addFiles'), addFolder: t('addFolder'), remove: (name) => t('remove', { name }) }}
      summary={
        <>
          {t('selected', { count: files.length, size: format.bytes(totalBytes) })}
          {maxBytes !== undefined && ` · ${t('limit', { size: format.bytes(maxBytes) })}`}
        </>
      }
    />
  )
}
