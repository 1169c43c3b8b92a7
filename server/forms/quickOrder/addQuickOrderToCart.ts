import { MAX_CART_LINE_QUANTITY } from '../../../config/shopConfig.ts'
import { graphql } from '../../../graphql/client/generated/gql.ts'
import type { QuickOrderAddMutation } from '../../../graphql/client/generated/graphql.ts'
import type { RunDocument } from '../runDocument.ts'
import { rowQuantity } from './quickOrderRows.ts'
import { toCents } from '../../../pricing/money.ts'
import type {
  QuickOrderAddedItem,
  QuickOrderRow,
  QuickOrderRowError,
} from '../../../components/quickOrder/quickOrderState.ts'

/** Where the rows go: the signed-in customer's cart, or the session's guest cart when it has one. */
export interface QuickOrderCart {
  customer: boolean
  guestCartId: string | null
}

/** What adding the checked rows did: how many went in, and why each other row was refused. */
export interface QuickOrderOutcome {
  added: number
  /** One per row given, in order: null when the row is in the cart. */
  reasons: (QuickOrderRowError | null)[]
  /** The cart's budget of adds is used up: the rows were not tried. */
  tooManyAttempts: boolean
  /** The rows the cart took, named and priced as its answer did (for the data layer's `add_to_cart`). */
  addedItems: QuickOrderAddedItem[]
}

/** What adding rows answered: the cart's lines after it, and why it refused. */
type AddAnswer = QuickOrderAddMutation['addProductsToCart']

/** What a typed SKU stands for in the cart: the product's SKU and, for a variant's SKU, its colour and size. */
interface CartItemOfSku {
  sku: string
  selected_options: string[]
}

/** The cart items the rows' SKUs name, typed in any case (`sl-00073-green-42`); a SKU the shop does not know keeps its own. */
async function lookUpSkus(
  run: RunDocument,
  rows: readonly QuickOrderRow[],
): Promise<Map<string, CartItemOfSku>> {
  const { result } = await run(SKU_LOOKUP, { skus: [...new Set(rows.map((row) => row.sku))] })
  const found = result.data?.skuLookup ?? []
  return new Map(found.map(({ typed, ...item }) => [typed, item]))
}

/**
 * Adds quick order rows to the shopper's cart through the cart API. The valid rows go in one
 * call first (one transaction, one unit of the add budget). The API refuses a whole call when
 * one item fails without saying which, so a refused call is followed by one call per row: the
 * rows that can be added are added, and each other row gets its own reason. Rows the shopper
 * has to fix are never half added, so sending them again never adds anything twice.
 */
export async function addQuickOrderToCart(
  run: RunDocument,
  cart: QuickOrderCart,
  typedRows: readonly QuickOrderRow[],
): Promise<QuickOrderOutcome> {
  const items = await lookUpSkus(run, typedRows)
  // The rows as the cart takes them; the typed ones stay what the page shows again.
  const rows = typedRows.map((row) => ({
    ...row,
    item: items.get(row.sku) ?? { sku: row.sku, selected_options: [] },
  }))
  let cartId = await cartIdOf(run, cart)
  let all = await add(run, cartId, rows)
  if (all?.errorCode === 'CART_NOT_FOUND' && !cart.customer && cart.guestCartId) {
    // The session's guest cart is gone (expired): a new one is bound to the session.
    cartId = await cartIdOf(run, { customer: false, guestCartId: null })
    all = await add(run, cartId, rows)
  }
  if (all?.success)
    return {
      added: rows.length,
      reasons: rows.map(() => null),
      tooManyAttempts: false,
      addedItems: addedItemsOf(rows, all),
    }
  if (all?.errorCode === 'TOO_MANY_ATTEMPTS')
    return {
      added: 0,
      reasons: rows.map(() => ({ code: 'tryLater' })),
      tooManyAttempts: true,
      addedItems: [],
    }
  let added = 0
  let tooManyAttempts = false
  const reasons: (QuickOrderRowError | null)[] = []
  const addedItems: QuickOrderAddedItem[] = []
  for (const row of rows) {
    const answer: AddAnswer | null = tooManyAttempts ? null : await add(run, cartId, [row])
    tooManyAttempts ||= answer?.errorCode === 'TOO_MANY_ATTEMPTS'
    if (answer?.success) {
      added += 1
      addedItems.push(...addedItemsOf([row], answer))
    }
    reasons.push(
      answer?.success ? null : tooManyAttempts ? { code: 'tryLater' } : await reasonOf(run, row, answer),
    )
  }
  return { added, reasons, tooManyAttempts, addedItems }
}

/** A row with the cart item its SKU stands for. */
type ResolvedRow = QuickOrderRow & { item: CartItemOfSku }

/** The rows a successful add took, with the name, main category and unit price of their cart line (a variant's line has its colour and size). */
function addedItemsOf(rows: readonly ResolvedRow[], answer: AddAnswer): QuickOrderAddedItem[] {
  return rows.flatMap((row) => {
    const line = answer.cart?.items.find(
      (item) =>
        item.product.sku === row.item.sku &&
        item.configurable_options.length === row.item.selected_options.length,
    )
    return line
      ? [
          {
            sku: row.item.sku,
            name: line.product.name,
            category: line.product.main_category?.name ?? null,
            priceCents: toCents(line.prices.price.amount),
            quantity: rowQuantity(row),
          },
        ]
      : []
  })
}

async function cartIdOf(run: RunDocument, cart: QuickOrderCart): Promise<string> {
  if (!cart.customer && cart.guestCartId) return cart.guestCartId
  const { id, errors } = cart.customer
    ? await run(CUSTOMER_CART, {}).then(({ result }) => ({
        id: result.data?.customerCart?.id,
        errors: result.errors,
      }))
    : await run(CREATE_GUEST_CART, {}).then(({ result }) => ({
        id: result.data?.createGuestCart?.cart?.id,
        errors: result.errors,
      }))
  if (!id) throw new Error(`quick order: no cart (${JSON.stringify(errors ?? null)})`)
  return id
}

async function add(
  run: RunDocument,
  cartId: string,
  rows: readonly ResolvedRow[],
): Promise<AddAnswer | null> {
  const items = rows.map((row) => ({
    sku: row.item.sku,
    quantity: rowQuantity(row),
    ...(row.item.selected_options.length > 0 ? { selected_options: row.item.selected_options } : {}),
  }))
  const { result } = await run(ADD, { cartId, items })
  return result.data?.addProductsToCart ?? null
}

/** The reason of a row the cart refused on its own, by Magento's code; stock and page are looked up. */
async function reasonOf(
  run: RunDocument,
  row: ResolvedRow,
  answer: AddAnswer | null,
): Promise<QuickOrderRowError> {
  const problem = answer?.user_errors[0]
  switch (problem?.code) {
    case 'PRODUCT_NOT_FOUND':
      return { code: 'unknownSku' }
    case 'NOT_SALABLE':
      return { code: 'soldOut' }
    case 'INVALID_PARAMETER_VALUE':
      return { code: 'invalidQuantity', max: MAX_CART_LINE_QUANTITY }
    case 'REQUIRED_PARAMETER_MISSING': {
      const product = await productOf(run, row.item.sku)
      return product
        ? { code: 'optionsNeeded', productPath: product.path }
        : { code: 'notAdded', message: problem.message }
    }
    case 'INSUFFICIENT_STOCK': {
      const product = await productOf(run, row.item.sku)
      // What is already in the cart counts against the stock too.
      const inCart = (answer?.cart?.items ?? [])
        .filter(
          (line) =>
            line.product.sku === row.item.sku &&
            line.configurable_options.length === row.item.selected_options.length,
        )
        .reduce((sum, line) => sum + line.quantity, 0)
      return product
        ? { code: 'insufficientStock', available: Math.max(0, product.stock.qty - inCart) }
        : { code: 'notAdded', message: problem.message }
    }
    default:
      return { code: 'notAdded', message: problem?.message ?? '' }
  }
}

async function productOf(
  run: RunDocument,
  sku: string,
): Promise<{ path: string; stock: { qty: number } } | null> {
  const { result } = await run(PRODUCT, { sku })
  return result.data?.product ?? null
}

const ADD = graphql(`
  mutation QuickOrderAdd($cartId: String!, $items: [CartItemInput!]!) {
    addProductsToCart(cartId: $cartId, cartItems: $items) {
      success
      errorCode
      user_errors {
        code
        message
      }
      cart {
        items {
          quantity
          product {
            sku
            name
            main_category {
              name
            }
          }
          prices {
            price {
              amount
            }
          }
          configurable_options {
            value_id
          }
        }
      }
    }
  }
`)

const CUSTOMER_CART = graphql(`
  query QuickOrderCustomerCart {
    customerCart {
      id
    }
  }
`)

const CREATE_GUEST_CART = graphql(`
  mutation QuickOrderCreateCart {
    createGuestCart {
      cart {
        id
      }
    }
  }
`)

const PRODUCT = graphql(`
  query QuickOrderProduct($sku: String!) {
    product(sku: $sku) {
      path
      stock {
        qty
      }
    }
  }
`)

const SKU_LOOKUP = graphql(`
  query QuickOrderSkus($skus: [String!]!) {
    skuLookup(skus: $skus) {
      typed
      sku
      selected_options
    }
  }
`)
