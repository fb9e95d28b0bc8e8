import { test } from '@japa/runner'
import { appSpaRoutes, patternToRegExp, spaRoutes } from '#services/http/spa_routes'

test.group("SPA routes (core CORE_WEB_ROUTES + plugin manifests' webRoutes)", () => {
  test('React Router patterns: parameters, optional parameters, splats, literal dots', ({ assert }) => {
    assert.isTrue(patternToRegExp('/download/:token').test('/download/abc'))
    assert.isFalse(patternToRegExp('/download/:token').test('/download'))
    assert.isTrue(patternToRegExp('/r/:uuid?').test('/r'))
    assert.isTrue(patternToRegExp('/r/:uuid?').test('/r/x'))
    assert.isFalse(patternToRegExp('/r/:uuid?').test('/r/x/y'))
    assert.isTrue(patternToRegExp('/docs/*').test('/docs/a/b'))
    assert.isFalse(patternToRegExp('/a.b').test('/axb'))
  })

  test('a language prefix is a prefix, not a page', ({ assert }) => {
    const routes = spaRoutes({ prefixes: ['en'], paths: ['/', '/login'] })
    assert.isTrue(routes.knows('/en'))
    assert.isTrue(routes.knows('/en/login'))
    assert.isFalse(routes.knows('/english/login'))
    assert.isFalse(routes.knows('/en/en/login'))
  })

  test("the core screens in every language, and only the loaded plugins' screens", ({ assert }) => {
    const transfer = { manifest: { webRoutes: ['/transfer', '/download/:token'] } }
    const routes = appSpaRoutes([transfer, { manifest: {} }])
    for (const path of ['/', '/status', '/en/status', '/contact', '/pt/app/members', '/app', '/transfer', '/es/download/abc'])
      assert.isTrue(routes.knows(path), path)
    for (const path of ['/de/status', '/app/integrations/nothing/here', '/download', '/statuses']) assert.isFalse(routes.knows(path), path)
    // A plugin switched off (PLUGINS_DISABLED) brings no page.
    assert.isFalse(appSpaRoutes([]).knows('/transfer'))
  })
})
