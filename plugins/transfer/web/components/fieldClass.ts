/** The creation card's text inputs and selects. */
export const FIELD_CLASS = 'mt-1 w-full rounded-md border border-slate-300 px-3 py-2 dark:border-slate-600 dark:bg-slate-800'
