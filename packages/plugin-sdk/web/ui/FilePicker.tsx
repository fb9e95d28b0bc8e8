import { useRef, useState, type DragEvent, type ReactNode } from 'react'
import { filesFromDataTransfer, filesFromList, type PickedFile } from '@sceau/api-client/uploads'
import { useFormats } from '../hooks.js'

export interface FilePickerLabels {
  /** The drop zone's invitation, e.g. "Drop files or folders here". */
  drop: string
  addFiles: string
  addFolder: string
  /** The remove button of one file, naming it: "Remove plans/a.pdf". */
  remove: (path: string) => string
}

/**
 * Files and folders to upload, from the two pickers or dropped (folders walked, .DS_Store left out,
 * paths sanitised as the server stores them), listed with their sizes; `summary` says what is chosen
 * against the caller's limits. The hidden inputs are `${testId}-files` and `${testId}-folder` for tests.
 */
export function FilePicker({
  files,
  onAdd,
  onRemove,
  labels,
  summary,
  testId,
  disabled = false,
}: {
  files: PickedFile[]
  onAdd: (picked: PickedFile[]) => void
  onRemove: (file: PickedFile) => void
  labels: FilePickerLabels
  summary?: ReactNode
  testId: string
  disabled?: boolean
}) {
  const format = useFormats()
  const [dragging, setDragging] = useState(false)
  const filesInput = useRef<HTMLInputElement>(null)
  const folderInput = useRef<HTMLInputElement>(null)

  async function onDrop(event: DragEvent) {
    event.preventDefault()
    setDragging(false)
    if (!disabled) onAdd(await filesFromDataTransfer(event.dataTransfer))
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
        <p className="text-slate-600 dark:text-slate-300">{labels.drop}</p>
        <div className="mt-3 flex flex-wrap justify-center gap-2">
          <button type="button" className="btn-secondary" disabled={disabled} onClick={() => filesInput.current?.click()}>
            {labels.addFiles}
          </button>
          <button type="button" className="btn-secondary" disabled={disabled} onClick={() => folderInput.current?.click()}>
            {labels.addFolder}
          </button>
        </div>
        <input
          ref={filesInput}
          type="file"
          multiple
          hidden
          data-testid={`${testId}-files`}
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
          data-testid={`${testId}-folder`}
          {...({ webkitdirectory: '', directory: '' } as Record<string, string>)}
          onChange={(event) => {
            onAdd(filesFromList(event.target.files ?? []))
            event.target.value = ''
          }}
        />
      </div>
      {files.length > 0 && (
        <div className="mt-3">
          {summary && <p className="text-sm text-slate-600 dark:text-slate-300">{summary}</p>}
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
                    aria-label={labels.remove(f.relativePath)}
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
