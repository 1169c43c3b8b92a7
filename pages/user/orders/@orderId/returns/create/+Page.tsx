import { useData } from '../../../../../../renderer/useData.ts'
import { ReturnRequestForm } from '../../../../../../components/returns/ReturnRequestForm.tsx'
import type { CreateReturnPageData } from './+data.ts'

/**
 * Returning items of a customer's order (`/user/orders/:orderId/returns/create`, docs/returns.md):
 * the lines that may still be returned, how many of each and why, as a form that works without
 * JavaScript.
 */
export default function Page() {
  const { order, returnAttributes } = useData<CreateReturnPageData>()
  return (
    <ReturnRequestForm
      order={order}
      attributes={returnAttributes}
      orderPath={`/user/orders/${order.order_id}/`}
    />
  )
}
