/*
 * The files a user picked or dropped, with their relative paths inside dropped folders, minus the
 * files never uploaded (.DS_Store). Paths are sanitised as the server will store them.
 */
import { isIgnoredFileName, sanitizeRelativePath } from '@sceau/shared'

export interface PickedFile {
  file: File
  /** Sanitised "folder/sub/name.ext", or the bare name for a loose file. */
  relativePath: string
}

/** From an <input type="file" multiple> or <input webkitdirectory> (webkitRelativePath carries the folder). */
export function filesFromList(list: Iterable<File> | ArrayLike<File>): PickedFile[] {
  const picked: PickedFile[] = []
  for (const file of Array.from(list as ArrayLike<File>)) {
    const declared = (file as File & { webkitRelativePath?: string }).webkitRelativePath || file.name
    const relativePath = sanitizeRelativePath(declared)
    if (!relativePath || isIgnoredFileName(relativePath.slice(relativePath.lastIndexOf('/') + 1))) continue
    picked.push({ file, relativePath })
  }
  return picked
}

/** The parts of FileSystemEntry (drag and drop) used here, so tests can hand in plain objects. */
export interface DroppedEntry {
  isFile: boolean
  isDirectory: boolean
  name: string
  fullPath?: string
  file?: (success: (file: File) => void, failure?: (error: unknown) => void) => void
  createReader?: () => { readEntries: (success: (entries: DroppedEntry[]) => void, failure?: (error: unknown) => void) => void }
}

/** Every file under the dropped entries, folders walked recursively (readEntries answers in batches). */
export async function filesFromEntries(entries: DroppedEntry[]): Promise<PickedFile[]> {
  const files: { file: File; path: string }[] = []
  async function walk(entry: DroppedEntry, prefix: string) {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name
    if (entry.isFile && entry.file) {
      files.push({ file: await new Promise<File>((resolve, reject) => entry.file!(resolve, reject)), path })
    } else if (entry.isDirectory && entry.createReader) {
      const reader = entry.createReader()
      for (;;) {
        const batch = await new Promise<DroppedEntry[]>((resolve, reject) => reader.readEntries(resolve, reject))
        if (!batch.length) break
        for (const child of batch) await walk(child, path)
      }
    }
  }
  for (const entry of entries) await walk(entry, '')
  return files.flatMap(({ file, path }) => {
    const relativePath = sanitizeRelativePath(path)
    if (!relativePath || isIgnoredFileName(relativePath.slice(relativePath.lastIndexOf('/') + 1))) return []
    return [{ file, relativePath }]
  })
}

/** From a drop event's DataTransfer: folders through webkitGetAsEntry where the browser has it. */
export function filesFromDataTransfer(transfer: DataTransfer): Promise<PickedFile[]> {
  const items = Array.from(transfer.items ?? [])
  const entries = items
    .filter((item) => item.kind === 'file')
    .map((item) => (item as DataTransferItem & { webkitGetAsEntry?: () => DroppedEntry | null }).webkitGetAsEntry?.())
  if (entries.length && entries.every(Boolean)) return filesFromEntries(entries as DroppedEntry[])
  return Promise.resolve(filesFromList(transfer.files))
}
