/* A choice among a few and a control's error: apart from the text fields, so a page showing only these loads only these. */
import { useId, type ReactNode } from 'react'

/**
 * One choice among a few, as native radio buttons under a legend: Tab reaches the group once and the
 * arrow keys move the choice, as the browser does for radios sharing a `name`. `inline` lays the
 * choices in a row (short labels without hints); each `hint` is the choice's description.
 */
export function RadioChoice<T extends string>({
  legend,
  name,
  value,
  choices,
  onChange,
  label,
  hint,
  inline = false,
  className,
}: {
  legend: string
  name: string
  value: T
  choices: readonly T[]
  onChange: (value: T) => void
  label: (choice: T) => string
  hint?: (choice: T) => ReactNode
  inline?: boolean
  className?: string
}) {
  const id = useId()
  return (
    <fieldset className={className}>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className={inline ? 'mt-1 flex flex-wrap gap-3' : 'mt-2 space-y-2'}>
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
      </div>
    </fieldset>
  )
}

/** The error under a control (which points at it with aria-describedby), announced as it appears; nothing when there is none. */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null
  return (
    <p id={id} role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
      {children}
    </p>
  )
}
