import { useId, type ReactNode } from 'react'

/** Radio buttons under a legend (a SafeLink's audience, the incoming page's access type). */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  value,
  choices,
  onChange,
  label,
  hint,
}: {
  legend: string
  name: string
  value: T
  choices: readonly T[]
  onChange: (value: T) => void
  label: (choice: T) => string
  hint?: (choice: T) => ReactNode
}) {
  const id = useId()
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{legend}</legend>
      {choices.map((choice) => {
        const hintText = hint?.(choice)
        return (
          <div key={choice} className="flex items-start gap-2 text-sm">
            <input
              id={`${id}-${choice}`}
              type="radio"
              name={name}
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
              aria-describedby={hintText ? `${id}-${choice}-hint` : undefined}
              className="mt-0.5 accent-brand-600"
            />
            <div>
              <label htmlFor={`${id}-${choice}`}>{label(choice)}</label>
              {hintText && (
                <p id={`${id}-${choice}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
                  {hintText}
                </p>
              )}
            </div>
          </div>
        )
      })}
    </fieldset>
  )
}

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

/** Only #rrggbb colours reach a style attribute. */
export const safeColour = (colour: string | null | undefined) => (colour && /^#[0-9a-f]{6}$/i.test(colour) ? colour : null)
