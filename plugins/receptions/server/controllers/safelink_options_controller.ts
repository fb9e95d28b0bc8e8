import { SAFELINK_EXPIRY_CHOICES } from '@sceau/shared'
import { SAFELINK_AUDIENCES } from '../../shared/types.js'

/** The choices a SafeLink offers (docs/product.md §9 expiries, docs/product.md §6 audiences), as `SafeLinkInput` names them. */
export default class SafelinkOptionsController {
  async show() {
    return { expiries: SAFELINK_EXPIRY_CHOICES, audiences: SAFELINK_AUDIENCES }
  }
}
