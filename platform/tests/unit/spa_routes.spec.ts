import { test } from '@japa/runner'
import { patternToRegExp, spaRoutes } from '#services/spa_routes'

test.group('SPA routes (web/dist/routes.json)', () => {
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
})
