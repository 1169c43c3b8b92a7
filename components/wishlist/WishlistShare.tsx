import { Trans } from '@lingui/react/macro'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { CsrfField } from '../forms/CsrfField.tsx'
import { field, formActions, linkButton } from '../forms/forms.styles.ts'
import { primaryButton } from '../theme/buttons.styles.ts'
import { Island } from '../island/Island.tsx'
import { CopyLinkButton } from './CopyLinkButton.island.tsx'

/**
 * Sharing the wishlist: a new link (shown once, right after it is made: only its hash is kept),
 * and stopping the sharing. Making a new link stops the one before.
 */
export function WishlistShare({ isShared, action }: { isShared: boolean; action: string }) {
  const { store, formResult } = usePageContext()
  const shareCode = formResult?.form === 'wishlistShare' ? formResult.values.shareCode : undefined
  const link = shareCode ? `${store.baseUrl}/wishlist/share/${encodeURIComponent(shareCode)}/` : null
  return (
    <>
      {link ? (
        <div className={field}>
          <label htmlFor="wishlist-share-link">
            <Trans>Link to your wishlist</Trans>
          </label>
          <input
            id="wishlist-share-link"
            type="url"
            readOnly
            value={link}
            aria-describedby="wishlist-share-hint"
          />
          <p id="wishlist-share-hint">
            <Trans>
              Copy it now: for your privacy it is shown only this once. Anyone with the link can see your
              wishlist.
            </Trans>
          </p>
          <Island of={CopyLinkButton} props={{ link }} hydrate="interaction" />
        </div>
      ) : isShared ? (
        <p>
          <Trans>
            Your wishlist is shared: anyone with its link can see it. A new link replaces the one you sent.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>
            Make a link to your wishlist to send to family and friends: they see your products and can add
            them to their cart.
          </Trans>
        </p>
      )}
      <div className={formActions}>
        <form method="post" action={action}>
          <CsrfField />
          <input type="hidden" name="_action" value="share" />
          <button type="submit" className={primaryButton}>
            {isShared ? <Trans>Make a new link</Trans> : <Trans>Share my wishlist</Trans>}
          </button>
        </form>
        {isShared ? (
          <form method="post" action={action}>
            <CsrfField />
            <input type="hidden" name="_action" value="revoke" />
            <button type="submit" className={linkButton}>
              <Trans>Stop sharing</Trans>
            </button>
          </form>
        ) : null}
      </div>
    </>
  )
}
