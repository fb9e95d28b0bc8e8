import type { TransferFileView } from '../../shared/types.js'
import { underPrefix, type Translate } from '../download/translate.js'

interface Folder {
  name: string
  folders: Map<string, Folder>
  files: TransferFileView[]
}

/** Files grouped by their folders ("a/b/c.txt" sits in a, then b). */
export function folderTree(files: TransferFileView[]): Folder {
  const root: Folder = { name: '', folders: new Map(), files: [] }
  for (const file of files) {
    const parts = file.path.split('/')
    let folder = root
    for (const part of parts.slice(0, -1)) {
      let next = folder.folders.get(part)
      if (!next) folder.folders.set(part, (next = { name: part, folders: new Map(), files: [] }))
      folder = next
    }
    folder.files.push(file)
  }
  return root
}

interface Props {
  /** The "transfer" namespace (the download page's light shell has no i18next). */
  t: Translate
  /** A size in the page's language. */
  bytes: (n: number) => string
  files: TransferFileView[]
  selected?: Set<string>
  onToggle?: (id: string) => void
  /** Where a file downloads from (absent: names only). */
  fileUrl?: (file: TransferFileView) => string
  /** Links open as a page (no `download` attribute): a failure comes back to the recipient's page, which words it. */
  opensAsPage?: boolean
  /** Extra cell per file (the owner's delete button). */
  action?: (file: TransferFileView) => React.ReactNode
}

/** The files with their folder structure; files being analysed cannot be chosen yet. */
export function FileTree({ files, ...props }: Props) {
  const tree = folderTree(files)
  return (
    <ul className="mt-3 divide-y divide-slate-200 text-sm dark:divide-slate-800" data-testid="file-tree">
      <FolderRows folder={tree} depth={0} {...props} />
    </ul>
  )
}

function FolderRows({ folder, depth, ...props }: { folder: Folder; depth: number } & Omit<Props, 'files'>) {
  const t = underPrefix(props.t, 'screens.files')
  const indent = { paddingLeft: `${depth * 1.25}rem` }
  return (
    <>
      {[...folder.folders.values()].map((child) => (
        <li key={`d:${child.name}`}>
          <div className="flex items-center gap-2 py-2 font-medium" style={indent}>
            <svg aria-hidden viewBox="0 0 24 24" className="size-4 fill-none stroke-current stroke-2 text-slate-500">
              <path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
            </svg>
            {child.name}/
          </div>
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            <FolderRows folder={child} depth={depth + 1} {...props} />
          </ul>
        </li>
      ))}
      {folder.files.map((file) => (
        <li key={file.id} className="flex items-center gap-3 py-2" style={indent} data-file={file.path}>
          {props.onToggle && (
            <input
              type="checkbox"
              aria-label={t('select', { name: file.name })}
              disabled={file.state !== 'ready'}
              checked={props.selected?.has(file.id) ?? false}
              onChange={() => props.onToggle!(file.id)}
            />
          )}
          <span className={`min-w-0 flex-1 truncate ${file.state === 'deleted' ? 'text-slate-400 line-through' : ''}`} title={file.path}>
            {file.name}
          </span>
          <span className="shrink-0 text-slate-500">{props.bytes(file.size)}</span>
          {file.state === 'analysing' && <span className="shrink-0 text-amber-700 dark:text-amber-300">{t('analysing')}</span>}
          {file.state === 'deleted' && <span className="shrink-0 text-slate-500">{t('deleted')}</span>}
          {file.state === 'ready' && props.fileUrl && (
            // Every row's link shows "Download": its accessible name starts with that and names the file.
            <a
              className="shrink-0 font-semibold text-brand-700 hover:underline dark:text-brand-300"
              href={props.fileUrl(file)}
              download={props.opensAsPage ? undefined : file.name}
              aria-label={t('downloadFile', { name: file.name })}
            >
              {t('download')}
            </a>
          )}
          {props.action?.(file)}
        </li>
      ))}
    </>
  )
}
