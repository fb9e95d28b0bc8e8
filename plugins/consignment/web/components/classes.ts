/** The deposit forms' inputs, textareas and selects, placed under their label text. */
export const INPUT_CLASS = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-800'

/** A link inside a card's text (downloads, certificate, invoice). */
export const LINK_CLASS = 'text-brand-700 underline dark:text-brand-300'
