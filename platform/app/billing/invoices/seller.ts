import env from '#start/env'

export interface SellerIdentity {
  name: string
  address: string
  legalNumber: string
  vatNumber: string
}

/** Who sells, as printed on every invoice (SELLER_* variables); an instance that sets none shows its name alone. */
export const sellerIdentity = (): SellerIdentity => ({
  name: env.get('SELLER_NAME') || 'Sceau',
  address: env.get('SELLER_ADDRESS') ?? '',
  legalNumber: env.get('SELLER_LEGAL_NUMBER') ?? '',
  vatNumber: env.get('SELLER_VAT_NUMBER') ?? '',
})
