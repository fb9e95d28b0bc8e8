import { defineConfig } from '@adonisjs/auth'
import { sessionGuard } from '@adonisjs/auth/session'
import { tokensGuard } from '@adonisjs/auth/access_tokens'
import { accountSessionUserProvider, accountTokensUserProvider } from '#services/accounts/account_user_provider'
import type { InferAuthenticators, InferAuthEvents, Authenticators } from '@adonisjs/auth/types'

/*
 * "web": the web app's httpOnly session cookie, with remember-me tokens ("remember me" at login).
 * "api": bearer access tokens of the extension and the CLI. Organisation API keys (HMAC-signed
 * requests) are checked by app/services/accounts/api_key_verifier.ts, not by a guard: they are no user.
 */
const authConfig = defineConfig({
  default: 'web',
  guards: {
    web: sessionGuard({
      useRememberMeTokens: true,
      rememberMeTokensAge: '30 days',
      provider: accountSessionUserProvider({
        model: () => import('#models/user'),
      }),
    }),
    api: tokensGuard({
      provider: accountTokensUserProvider({
        tokens: 'accessTokens',
        model: () => import('#models/user'),
      }),
    }),
  },
})

export default authConfig

/**
 * Inferring types from the configured auth
 * guards.
 */
declare module '@adonisjs/auth/types' {
  export interface Authenticators extends InferAuthenticators<typeof authConfig> {}
}
declare module '@adonisjs/core/types' {
  interface EventsList extends InferAuthEvents<Authenticators> {}
}
