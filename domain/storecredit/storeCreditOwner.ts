/** What the fields of `CustomerStoreCredit` start from: whose credit, in which currency. */
export interface StoreCreditOwner {
  customerId: number
  currency: string
}
