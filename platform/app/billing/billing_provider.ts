import { ApiError, type LoggerService } from '@sceau/plugin-sdk/server'
import type { PaymentsDriver } from '@sceau/api-client/billing'
import type { PaymentGateway } from '#billing/payment_gateway'
import { paymentsOff, providerError } from '#billing/billing_errors'

/** The payment gateway when one is configured (the Stripe driver), and how billing calls it. */
export class BillingProvider {
  constructor(
    readonly gateway: PaymentGateway | null,
    private logger: LoggerService
  ) {}

  get driver(): PaymentsDriver {
    return this.gateway ? 'stripe' : 'off'
  }

  /** The gateway, or "online payment is not configured" on the off driver. */
  required(): PaymentGateway {
    if (!this.gateway) throw paymentsOff()
    return this.gateway
  }

  /** A provider call; its failure is docs/product.md §8's "problem with the payment organization". */
  async call<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call()
    } catch (error) {
      if (error instanceof ApiError) throw error
      this.logger.warn('billing: payment provider call failed', { error: String(error) })
      throw providerError()
    }
  }
}
