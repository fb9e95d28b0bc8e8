/** A native select with its label. */
export function SelectField<T extends string>({
  id,
  label,
  value,
  choices,
  onChange,
  optionLabel,
}: {
  id: string
  label: string
  value: T
  choices: readonly T[]
  onChange: (value: T) => void
  optionLabel: (choice: T) => string
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-950"
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {optionLabel(choice)}
          </option>
        ))}
      </select>
    </div>
  )
}

/** A background colour: a colour input with its label (#rrggbb). */
export function ColourField({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="color"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 w-20 cursor-pointer rounded-md border border-slate-300 bg-white p-1 dark:border-slate-700 dark:bg-slate-950"
      />
    </div>
  )
}
