/* The billing API's answers as schemas (app/routes/billing_routes.ts), checked against @sceau/api-client/billing. */
import { Nullable, Shape, Type, type Static } from '@sceau/plugin-sdk/server'
import type { BillingInfo, BillingOverview, CheckoutStart, PaymentSummary, PlanOffer, PromoCheck } from '@sceau/api-client/billing'
import type BillingWebhooksController from '#controllers/billing_webhooks_controller'
import { Count, IsoDate, Literals, type Agrees } from './common.js'

const Cents = (description?: string) => Type.Integer(description ? { description } : {})
const Driver = Literals(['off', 'stripe'] as const)

export const Plan = Shape({
  driver: Driver,
  yearlyCents: Cents("The paid plan's yearly price, tax included"),
  monthlyCents: Cents(),
  extraMemberYearlyCents: Cents('One additional member for a year'),
  includedMembers: Count(),
  minimumCreditCents: Cents(),
  cardVerificationCents: Cents(),
  vatRate: Type.Number(),
})

export const Info = Shape({
  name: Type.String(),
  address: Type.String(),
  legalNumber: Type.Optional(Nullable(Type.String())),
  /** The language invoices are issued in, whoever downloads them. */
  language: Type.Optional(Literals(['fr', 'en', 'es', 'it', 'pt'] as const)),
})

export const Payment = Shape({
  uid: Type.String(),
  kind: Literals(['subscription', 'renewal', 'credits', 'deposit', 'card'] as const),
  status: Literals(['pending', 'succeeded', 'cancelled', 'failed'] as const),
  amountCents: Cents(),
  baseAmountCents: Cents('Before a promotion code'),
  description: Type.String(),
  promoCode: Nullable(Type.String()),
  invoiceNumber: Nullable(Type.String()),
  error: Nullable(Type.String({ description: 'Catalogue key of the last failure' })),
  createdAt: IsoDate(),
  settledAt: Nullable(IsoDate()),
})

export const Overview = Shape({
  driver: Driver,
  subscription: Shape({
    plan: Literals(['free', 'premium'] as const),
    state: Literals(['active', 'expiring', 'renewing', 'cancelled', 'activation_in_progress', 'none', 'expired'] as const),
    isPremium: Type.Boolean(),
    expireAt: Nullable(IsoDate()),
    renew: Type.Boolean(),
    daysLeft: Nullable(Type.Integer()),
    nextDebitAt: Nullable(IsoDate()),
    debitInProgress: Type.Boolean(),
    includedMembers: Count({ description: 'Additional members (people besides the administrator) the plan includes' }),
    extraMembers: Count({ description: 'Additional members bought beyond the included ones' }),
    additionalMembers: Count({ description: 'Included plus bought: the members limit less the administrator' }),
  }),
  info: Nullable(Info),
  creditsCents: Cents(),
  card: Nullable(Shape({ brand: Type.String(), last4: Type.String(), expMonth: Type.Integer(), expYear: Type.Integer() })),
  payments: Type.Array(Payment, { description: 'Newest first' }),
  pending: Type.Array(Payment, { description: 'Payments waiting to be regularised, with "settle now"' }),
  invoices: Type.Array(
    Shape({
      number: Type.String(),
      issuedAt: IsoDate(),
      description: Type.String(),
      amountCents: Cents(),
      vatCents: Cents(),
      method: Literals(['card', 'credits'] as const),
    })
  ),
})

export const Promo = Shape({ code: Type.String(), amountCents: Cents('What is charged after the code'), discountCents: Cents() })
export const Checkout = Shape({ payment: Payment, url: Type.String({ description: "The provider's hosted payment page" }) })
export const RenewalWaiting = Type.Boolean({ description: 'A renewal waits for payment (false for non-administrators)' })
export const WebhookReceived = Shape({ received: Type.Literal(true), replay: Type.Optional(Type.Literal(true)) })

type Webhook = InstanceType<typeof BillingWebhooksController>['stripe']
const checks: [
  Agrees<Static<typeof Plan>, PlanOffer>,
  Agrees<Static<typeof Info>, BillingInfo>,
  Agrees<Static<typeof Payment>, PaymentSummary>,
  Agrees<Static<typeof Overview>, BillingOverview>,
  Agrees<Static<typeof Promo>, PromoCheck>,
  Agrees<Static<typeof Checkout>, CheckoutStart>,
] = [true, true, true, true, true, true]
void checks
export type { Webhook }
