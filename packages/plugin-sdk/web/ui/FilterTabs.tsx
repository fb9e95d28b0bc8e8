import { useRef, type KeyboardEvent } from 'react'

/**
 * The row of filters above a list (all / active / expired...): one selected at a time, reached with
 * Tab as one stop and moved with the arrow keys, Home and End, as a tab list is.
 */
export function FilterTabs<V extends string>({
  values,
  selected,
  onSelect,
  label,
  labelOf,
}: {
  values: readonly V[]
  selected: V
  onSelect: (value: V) => void
  /** What the filters filter, for screen readers. */
  label: string
  labelOf: (value: V) => string
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const move = (event: KeyboardEvent, index: number) => {
    const last = values.length - 1
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key]
    if (target === undefined) return
    event.preventDefault()
    onSelect(values[target])
    buttons.current[target]?.focus()
  }
  return (
    <div role="tablist" aria-label={label} className="flex flex-wrap gap-1">
      {values.map((value, index) => (
        <button
          key={value}
          ref={(button) => {
            buttons.current[index] = button
          }}
          type="button"
          role="tab"
          aria-selected={selected === value}
          tabIndex={selected === value ? 0 : -1}
          className={selected === value ? 'btn-primary px-3 py-1' : 'btn-secondary px-3 py-1'}
          onClick={() => onSelect(value)}
          onKeyDown={(event) => move(event, index)}
        >
          {labelOf(value)}
        </button>
      ))}
    </div>
  )
}
