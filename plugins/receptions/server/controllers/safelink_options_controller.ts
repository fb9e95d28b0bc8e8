import { SAFELINK_EXPIRY_CHOICES } from '@sceau/shared'

export default class SafelinkOptionsController {
  async show() {
    return {
      expiries: SAFELINK_EXPIRY_CHOICES,
      audiences: ['link', 'organisation', 'password', 'verified'],
    }
  }
}
