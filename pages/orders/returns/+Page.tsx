import { useData } from '../../../renderer/useData.ts'
import { ReturnRequestForm } from '../../../components/returns/ReturnRequestForm.tsx'
import type { GuestReturnPageData } from './+data.ts'

/**
 * A guest returning items of their order, opened by its signed link (`/orders/returns?token=`,
 * docs/returns.md): the customer's return form with the link's token instead of a session.
 * Sent, it leads back to the order page, which shows the return.
 */
export default function Page() {
  const { order, returnAttributes, token } = useData<GuestReturnPageData>()
  return (
    <ReturnRequestForm
      order={order}
      attributes={returnAttributes}
      token={token}
      orderPath={`/orders/?token=${encodeURIComponent(token)}`}
    />
  )
}
