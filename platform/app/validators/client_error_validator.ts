import vine from '@vinejs/vine'

/** A crash report from the web app (error boundary, chunk-load failure). */
export const clientErrorValidator = vine.create({
  message: vine.string().trim().minLength(1).maxLength(2000),
  stack: vine.string().maxLength(20000).optional(),
  url: vine.string().maxLength(2000),
  kind: vine.enum(['render', 'chunk', 'unhandled'] as const),
})
