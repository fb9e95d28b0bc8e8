/* The billing API calls the screens make (ADR 0006, shapes in @sceau/api-client billing.ts). */
import { useQuery } from '@tanstack/react-query'
import {
  api,
  type BillingInfo,
  type BillingOverview,
  type CheckoutStart,
  type PaymentSummary,
  type PlanOffer,
  type PromoCheck,
  type SubscriptionCheckoutInput,
} from '@sceau/api-client'

export const BILLING_KEY = ['billing', 'overview'] as const
export const PLAN_KEY = ['billing', 'plan'] as const

/** GET /billing/plan: prices, options and the bound payments driver. */
export function usePlanOffer() {
  return useQuery({ queryKey: PLAN_KEY, queryFn: ({ signal }) => api.get<PlanOffer>('/billing/plan', { signal }), staleTime: 5 * 60_000 })
}

/** GET /billing: the organisation's subscription, billing info, credits, card, payments and invoices (administrators). */
export function useBillingOverview(enabled = true) {
  return useQuery({ queryKey: BILLING_KEY, queryFn: ({ signal }) => api.get<BillingOverview>('/billing', { signal }), enabled })
}

export const billingApi = {
  saveInfo: (info: BillingInfo) => api.put<BillingInfo>('/billing/info', info),
  checkPromo: (code: string, extraMembers: number) => api.post<PromoCheck>('/billing/promo-codes/check', { code, extraMembers }),
  subscribe: (input: SubscriptionCheckoutInput) => api.post<CheckoutStart>('/billing/subscription/checkout', input),
  setRenewal: (renew: boolean) => api.put<BillingOverview>('/billing/subscription/renewal', { renew }),
  buyCredits: (amountCents: number, info?: BillingInfo) => api.post<CheckoutStart>('/billing/credits/checkout', info ? { amountCents, info } : { amountCents }),
  saveCard: () => api.post<CheckoutStart>('/billing/card/checkout', {}),
  settle: (uid: string) => api.post<CheckoutStart>(`/billing/payments/${encodeURIComponent(uid)}/settle`, {}),
  payment: (uid: string, signal?: AbortSignal) => api.get<PaymentSummary>(`/billing/payments/${encodeURIComponent(uid)}`, { signal }),
}

/** Where an invoice's PDF is downloaded (same origin, the session cookie goes with it). */
export function invoicePdfHref(number: string): string {
  return `/api/v2/billing/invoices/${encodeURIComponent(number)}/pdf`
}
