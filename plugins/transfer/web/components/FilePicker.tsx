import { useRef, useState, type DragEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { filesFromDataTransfer, filesFromList, type PickedFile } from '@sceau/api-client/uploads'
import { useFormats } from '@sceau/plugin-sdk/web/hooks'

/** Files and folders to send, from the pickers or dropped, listed with their sizes against the plan's limit. */
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
  const [dragging, setDragging] = useState(false)
  const filesInput = useRef<HTMLInputElement>(null)
  const folderInput = useRef<HTMLInputElement>(null)
  const totalBytes = files.reduce((sum, f) => sum + f.file.size, 0)

  async function onDrop(event: DragEvent) {
    event.preventDefault()
    setDragging(false)
    onAdd(await filesFromDataTransfer(event.dataTransfer))
  }

  return (
    <>
      <div
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => void onDrop(event)}
        className={`mt-4 rounded-lg border-2 border-dashed p-6 text-center ${dragging ? 'border-brand-500 bg-brand-50 dark:bg-brand-950' : 'border-slate-300 dark:border-slate-600'}`}
      >
        <p className="text-slate-600 dark:text-slate-300">{t('drop')}</p>
        <div className="mt-3 flex flex-wrap justify-center gap-2">
          <button type="button" className="btn-secondary" onClick={() => filesInput.current?.click()}>
            {t('addFiles')}
          </button>
          <button type="button" className="btn-secondary" onClick={() => folderInput.current?.click()}>
            {t('addFolder')}
          </button>
        </div>
        <input
          ref={filesInput}
          type="file"
          multiple
          hidden
          data-testid="transfer-files"
          onChange={(event) => {
            onAdd(filesFromList(event.target.files ?? []))
            event.target.value = ''
          }}
        />
        <input
          ref={folderInput}
          type="file"
          multiple
          hidden
          data-testid="transfer-folder"
          {...({ webkitdirectory: '', directory: '' } as Record<string, string>)}
          onChange={(event) => {
            onAdd(filesFromList(event.target.files ?? []))
            event.target.value = ''
          }}
        />
      </div>
      {files.length > 0 && (
        <div className="mt-3">
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {t('selected', { count: files.length, size: format.bytes(totalBytes) })}
            {maxBytes !== undefined && ` · ${t('limit', { size: format.bytes(maxBytes) })}`}
          </p>
          <ul className="mt-2 max-h-48 divide-y divide-slate-200 overflow-y-auto text-sm dark:divide-slate-800">
            {files.map((f) => (
              <li key={f.relativePath} className="flex items-center justify-between gap-2 py-1">
                <span className="truncate" title={f.relativePath}>
                  {f.relativePath}
                </span>
                <span className="flex shrink-0 items-center gap-2 text-slate-500">
                  {format.bytes(f.file.size)}
                  <button
                    type="button"
                    className="text-red-700 hover:underline dark:text-red-300"
                    aria-label={t('remove', { name: f.relativePath })}
                    onClick={() => onRemove(f)}
                  >
                    ×
                  </button>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  )
}
