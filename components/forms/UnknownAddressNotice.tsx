import { Trans } from '@lingui/react/macro'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { useShop } from '../shop/ShopContext.tsx'
import { errorSummary } from './forms.styles.ts'

/**
 * Above every page whose form was refused because the page was opened at an address other than
 * the store's configured one (an IP address, an old host name): the store's own address to open
 * instead, as a link. The form itself says what happened (`UNKNOWN_ADDRESS`).
 */
export function UnknownAddressNotice() {
  const { formState } = usePageContext()
  const { store, storePath } = useShop()
  if (formState?.errorCode !== 'UNKNOWN_ADDRESS') return null
  const address = `${store.baseUrl}${storePath}`
  return (
    <div className={errorSummary} role="alert" id="unknown-address">
      <p>
        <Trans>
          This page was opened at an address this shop does not know, so its forms cannot be sent. Please open
          the shop at <a href={address}>{address}</a>.
        </Trans>
      </p>
    </div>
  )
}
