import { HttpContext } from '@adonisjs/core/http'
import { SessionLucidUserProvider } from '@adonisjs/auth/session'
import { AccessTokensLucidUserProvider } from '@adonisjs/auth/access_tokens'
import type { LucidAuthenticatable, SessionLucidUserProviderOptions } from '@adonisjs/auth/types/session'
import type { AccessTokensLucidUserProviderOptions, LucidTokenable } from '@adonisjs/auth/types/access_tokens'

// Loaded on first use: the config that builds these providers is read before the database is set up.
let loader: Promise<typeof import('#services/accounts/account_loader')> | undefined

/** The user with their active membership: read with the request's session row, else in one query (account_loader). */
async function findAccount(identifier: string | number | bigint) {
  const { loadAccount, takeSessionUser } = await (loader ??= import('#services/accounts/account_loader'))
  const request = HttpContext.get()?.request
  return (request && takeSessionUser(request, String(identifier))) ?? loadAccount(String(identifier))
}

/** The session guard's user provider ("web"). */
export class AccountSessionUserProvider<UserModel extends LucidAuthenticatable> extends SessionLucidUserProvider<UserModel> {
  async findById(identifier: string | number | bigint) {
    const user = await findAccount(identifier)
    return user ? this.createUserForGuard(user as InstanceType<UserModel>) : null
  }
}

/** The access tokens guard's user provider ("api": the extension, the CLI). */
export class AccountTokensUserProvider<
  TokenableProperty extends string,
  UserModel extends LucidTokenable<TokenableProperty>,
> extends AccessTokensLucidUserProvider<TokenableProperty, UserModel> {
  async findById(identifier: string | number | bigint) {
    const user = await findAccount(identifier)
    return user ? this.createUserForGuard(user as InstanceType<UserModel>) : null
  }
}

export const accountSessionUserProvider = <UserModel extends LucidAuthenticatable>(options: SessionLucidUserProviderOptions<UserModel>) =>
  new AccountSessionUserProvider(options)

export const accountTokensUserProvider = <TokenableProperty extends string, UserModel extends LucidTokenable<TokenableProperty>>(
  options: AccessTokensLucidUserProviderOptions<TokenableProperty, UserModel>
) => new AccountTokensUserProvider(options)
