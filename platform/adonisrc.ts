import { defineConfig } from '@adonisjs/core/app'

export default defineConfig({
  experimental: {},
  commands: [
    () => import('@adonisjs/core/commands'),
    () => import('@adonisjs/lucid/commands'),
    () => import('@adonisjs/session/commands'),
    () => import('#plugins/plugin_commands'),
  ],
  providers: [
    () => import('@adonisjs/core/providers/app_provider'),
    () => import('@adonisjs/core/providers/hash_provider'),
    { file: () => import('@adonisjs/core/providers/repl_provider'), environment: ['repl', 'test'] },
    () => import('@adonisjs/core/providers/vinejs_provider'),
    () => import('@adonisjs/lucid/database_provider'),
    () => import('#providers/transaction_guard_provider'),
    () => import('@adonisjs/session/session_provider'),
    () => import('@adonisjs/auth/auth_provider'),
    () => import('@adonisjs/drive/drive_provider'),
    () => import('@adonisjs/redis/redis_provider'),
    () => import('#providers/limiter_provider'),
    () => import('@adonisjs/i18n/i18n_provider'),
    () => import('#providers/services_provider'),
    () => import('#providers/plugins_provider'),
    () => import('@adonisjs/shield/shield_provider'),
  ],
  preloads: [() => import('#start/routes'), () => import('#start/kernel')],
  tests: {
    suites: [
      { files: ['tests/unit/**/*.spec.ts'], name: 'unit', timeout: 10000 },
      {
        files: ['tests/functional/**/*.spec.ts', '../plugins/*/tests/**/*.spec.ts'],
        name: 'functional',
        timeout: 60000,
      },
    ],
    forceExit: false,
  },
  metaFiles: [{ pattern: 'locales/*.json', reloadServer: false }],
})
