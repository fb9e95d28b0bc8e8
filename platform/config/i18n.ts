import app from '@adonisjs/core/services/app'
import { defineConfig, formatters, loaders } from '@adonisjs/i18n'
import { pluginCatalogues } from '#plugins/plugin_catalogues'

/* The platform catalogue (platform/locales/<lang>.json), then each plugin's, prefixed with its id. */
const i18nConfig = defineConfig({
  defaultLocale: 'fr',
  supportedLocales: ['fr', 'en', 'es', 'it', 'pt'],
  fallbackLocales: { es: 'fr', it: 'fr', pt: 'fr', en: 'fr' },
  formatter: formatters.icu(),
  loaders: [loaders.fs({ location: app.makePath('locales') }), pluginCatalogues()],
})

export default i18nConfig
