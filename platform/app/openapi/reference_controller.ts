import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { HttpContext } from '@adonisjs/core/http'
import { ApiError } from '@sceau/plugin-sdk/server'

/** The renderer, from the redoc package installed with the platform: served by the instance, no CDN. */
const RENDERER = createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js')

/** The page: the renderer and its start script are files of this origin (the CSP allows no inline script). */
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sceau API reference</title>
<link rel="icon" href="data:,">
<meta name="description" content="The reference of this Sceau instance's API, from its OpenAPI document.">
</head>
<body>
<noscript>This reference needs JavaScript. The document it renders: <a href="/api/v2/openapi.json">/api/v2/openapi.json</a>.</noscript>
<div id="reference"></div>
<script src="/api/docs/redoc.standalone.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>
`

/** Renders the instance's own document; the download button gives the JSON. */
const START = `Redoc.init('/api/v2/openapi.json', {
  hideHostname: true,
  expandResponses: '200,201',
  jsonSampleExpandLevel: 3,
  pathInMiddlePanel: true,
  theme: { typography: { fontFamily: 'system-ui, sans-serif', headings: { fontFamily: 'system-ui, sans-serif' } } }
}, document.getElementById('reference'))
`

/** Redoc's side menu shows a logo from its CDN; an image that fails to load hides itself, with no request out. */
const OUTSIDE_LOGO = 'src:"https://cdn.redoc.ly/redoc/logo-mini.svg"'

let renderer: Promise<string> | null = null

/** GET /api/docs: the rendered reference of GET /api/v2/openapi.json. */
export default class ReferenceController {
  page({ response }: HttpContext) {
    response.header('cache-control', 'public, max-age=300')
    return response.header('content-type', 'text/html; charset=utf-8').send(PAGE)
  }

  async asset({ params, response }: HttpContext) {
    if (params.file === 'start.js') {
      response.header('cache-control', 'public, max-age=300')
      return response.header('content-type', 'text/javascript; charset=utf-8').send(START)
    }
    if (params.file !== 'redoc.standalone.js') throw ApiError.notFound()
    renderer ??= readFile(RENDERER, 'utf8').then((code) => code.replace(OUTSIDE_LOGO, 'src:"data:,"'))
    response.header('cache-control', 'public, max-age=86400')
    return response.header('content-type', 'text/javascript; charset=utf-8').send(await renderer)
  }
}
