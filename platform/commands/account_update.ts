import { DateTime } from 'luxon'
import { BaseCommand, args, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { normaliseEmail } from '@sceau/shared'
import User from '#models/user'
import { LoginThrottle } from '#services/accounts/login_throttle'
import { endOtherSessions } from '#services/accounts/session_terminator'

/**
 * `node ace account:update <email>`: operator actions on an account — confirm its e-mail, make it
 * a cac user or a regular one, lift a login lockout, log it out everywhere.
 */
export default class AccountUpdate extends BaseCommand {
  static commandName = 'account:update'
  static description = 'Operator actions on an account: confirm its e-mail, set its type, lift a lockout, log it out'
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'E-mail of the account' })
  declare email: string

  @flags.boolean({ description: 'Mark the e-mail address as confirmed' })
  declare confirm?: boolean

  @flags.string({ description: 'Account type: "user" or "cac"' })
  declare type?: string

  @flags.boolean({ description: 'Lift the login lockout of the account' })
  declare unlock?: boolean

  @flags.boolean({ description: 'End every session and remember-me token of the account' })
  declare logout?: boolean

  async run() {
    if (this.type !== undefined && !['user', 'cac'].includes(this.type)) {
      this.logger.error('--type takes user or cac')
      this.exitCode = 1
      return
    }
    const user = await User.findBy('email', normaliseEmail(this.email))
    if (!user) {
      this.logger.error(`No account uses ${this.email}`)
      this.exitCode = 1
      return
    }
    if (this.confirm) user.mailConfirmedAt ??= DateTime.now()
    if (this.type) user.userType = this.type
    await user.save()
    if (this.unlock) await LoginThrottle.unlock(user.email)
    if (this.logout) await endOtherSessions(user.id)
    this.logger.success(`Account #${user.id} ${user.email}: type ${user.userType}, e-mail ${user.mailConfirmed ? 'confirmed' : 'not confirmed'}`)
  }
}
