import { Trans } from '@lingui/react/macro'
import { css } from '@linaria/core'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { colors, fontWeights } from '../theme/tokens.ts'

const banner = css`
  margin: 0 0 1.6rem;
  padding: 1.2rem 1.6rem;
  border: 2px dashed ${colors.errorText};
  background: ${colors.white};
  color: ${colors.errorText};
  font-weight: ${fontWeights.bold};
  text-align: center;
`

/**
 * Above a page a staff member previews from the back office (docs/back-office.md#content): says
 * that what follows is a draft nobody else sees, so it is never taken for the saved page.
 */
export function PreviewBanner() {
  const { cmsPreview } = usePageContext()
  if (!cmsPreview) return null
  return (
    <p className={banner} id="cms-preview-banner" role="status">
      <Trans>Preview — not saved. Shoppers still see the saved page.</Trans>
    </p>
  )
}
