/*
 * Settings of the transfer plugin, read once from the environment (documented in the plugin's
 * README). Anonymous caps count transfers created per sender e-mail and per IP address.
 */
import { integerSetting } from '@sceau/plugin-sdk/server'

export interface TransferSettings {
  anonymousCaps: { dailyPerEmail: number; monthlyPerEmail: number; dailyPerIp: number; monthlyPerIp: number }
  maxFiles: number
  /** How long a draft's upload token works. */
  uploadWindowSeconds: number
  code: { ttlSeconds: number; attempts: number; resends: number }
  unlock: { attempts: number; windowSeconds: number; capabilitySeconds: number }
  /** Resends of one transfer's link by mail, per window. */
  resend: { requests: number; windowSeconds: number }
  /** A reminder goes this long before expiry when nobody downloaded the transfer. */
  reminderBeforeSeconds: number
}

export function readSettings(): TransferSettings {
  return {
    anonymousCaps: {
      dailyPerEmail: integerSetting('TRANSFER_ANONYMOUS_DAILY_PER_EMAIL', 5),
      monthlyPerEmail: integerSetting('TRANSFER_ANONYMOUS_MONTHLY_PER_EMAIL', 20),
      dailyPerIp: integerSetting('TRANSFER_ANONYMOUS_DAILY_PER_IP', 10),
      monthlyPerIp: integerSetting('TRANSFER_ANONYMOUS_MONTHLY_PER_IP', 50),
    },
    maxFiles: integerSetting('TRANSFER_MAX_FILES', 2000),
    uploadWindowSeconds: 24 * 3600,
    code: { ttlSeconds: 15 * 60, attempts: 5, resends: 3 },
    unlock: { attempts: 5, windowSeconds: 15 * 60, capabilitySeconds: 2 * 3600 },
    resend: { requests: 5, windowSeconds: 3600 },
    reminderBeforeSeconds: 24 * 3600,
  }
}

export const settings = readSettings()
