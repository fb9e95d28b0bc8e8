/*
 * Picking items by id among those that can be picked (the files of a transfer or a delivery that are
 * ready to download): one at a time, all or none, with the count. No router or query cache, so the
 * recipient's light download page can use it; and the "select all" box with the count above such a list.
 */
import { useCallback, useMemo, useState } from 'react'

export function useSelection(selectable: readonly { id: string }[]) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set())
  const ids = useMemo(() => new Set(selectable.map((item) => item.id)), [selectable])
  // An item that can no longer be picked (a file gone) drops out of what the buttons count and download.
  const selected = useMemo(() => new Set([...chosen].filter((id) => ids.has(id))), [chosen, ids])
  const allSelected = ids.size > 0 && selected.size === ids.size

  const toggle = useCallback(
    (id: string) =>
      setChosen((current) => {
        const next = new Set(current)
        if (next.has(id)) next.delete(id)
        else next.add(id)
        return next
      }),
    []
  )
  const toggleAll = useCallback(() => setChosen(allSelected ? new Set() : new Set(ids)), [allSelected, ids])

  return { selected, allSelected, toggle, toggleAll }
}

/** The "select all" box over a list of files, with how many are selected; the words are the page's. */
export function SelectAll(props: { allSelected: boolean; onToggle: () => void; label: string; status: string; disabled?: boolean; className?: string }) {
  return (
    <div className={`flex flex-wrap items-center justify-between gap-2 ${props.className ?? ''}`}>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={props.allSelected} disabled={props.disabled} onChange={props.onToggle} />
        {props.label}
      </label>
      <span className="text-sm text-slate-500" role="status">
        {props.status}
      </span>
    </div>
  )
}
