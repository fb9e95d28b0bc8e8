/* The server-rendered error page, for requests outside the API that fail before the web app can answer. */

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

export function renderErrorPage(
  status: number,
  t: (key: string, data?: Record<string, unknown>) => string,
  locale: string,
  requestId: string | undefined,
  /** What is unavailable (503) or full (507), in words: the page's text then. */
  outage?: string
) {
  const kind = status === 404 ? 'notFoundPage' : outage ? 'unavailablePage' : 'errorPage'
  const home = locale === 'fr' ? '/' : `/${locale}`
  return `<!doctype html>
<html lang="${escape(locale)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(t(`errors.${kind}.title`))} · Sceau</title>
<style>body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#0f172a;color:#e2e8f0}
main{max-width:32rem;padding:2rem;text-align:center}span{font-weight:700;color:#38bdf8;letter-spacing:.1em}
a{display:inline-block;margin-top:1.5rem;padding:.75rem 1.25rem;border-radius:.5rem;background:#38bdf8;color:#0f172a;text-decoration:none;font-weight:600}
small{display:block;margin-top:1rem;color:#94a3b8}</style></head>
<body><main><span>${status}</span><h1>${escape(t(`errors.${kind}.title`))}</h1>
<p>${escape(outage ?? t(`errors.${kind}.text`))}</p><a href="${home}">${escape(t('errors.backHome'))}</a>
${requestId && status >= 500 ? `<small>${escape(t('errors.reference', { id: requestId }))}</small>` : ''}
</main></body></html>`
}
