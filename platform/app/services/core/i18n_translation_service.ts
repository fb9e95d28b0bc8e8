import type { I18nManager } from '@adonisjs/i18n'
import { DEFAULT_LOCALE, LOCALES, TranslationService } from '@sceau/plugin-sdk/server'

export class I18nTranslationService extends TranslationService {
  constructor(private i18n: I18nManager) {
    super()
  }

  translate(locale: string, key: string, data?: Record<string, unknown>) {
    const supported = (LOCALES as readonly string[]).includes(locale) ? locale : DEFAULT_LOCALE
    return this.i18n.locale(supported).t(key, data)
  }
}
