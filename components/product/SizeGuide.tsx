import { css } from '@linaria/core'
import { useLingui } from '@lingui/react/macro'
import { graphql, useFragment as readFragment, type FragmentType } from '../../graphql/client/index.ts'
import { colors, fontSizes, fontWeights } from '../theme/tokens.ts'
import { localizeCell, sizeTablesFor } from './sizeGuideTables.ts'
import { Link } from '../links/Link.tsx'
import { useShop } from '../shop/ShopContext.tsx'
import { sizeGuidePdfPath } from '../../config/sizeGuide.ts'

/** What the size guide needs: the product's gender and the sizes it comes in. */
export const ProductSizeGuideFragment = graphql(`
  fragment ProductSizeGuide on Product {
    gender
    options {
      attribute {
        code
      }
      values {
        value
      }
    }
  }
`)

const disclosure = css`
  border-top: 1px solid ${colors.greyBorder};
  border-bottom: 1px solid ${colors.greyBorder};
  summary {
    display: flex;
    align-items: center;
    min-height: 4.4rem;
    font-weight: ${fontWeights.semibold};
    cursor: pointer;
  }
  table {
    width: 100%;
    margin: 0 0 1.6rem;
    border-collapse: collapse;
    font-size: ${fontSizes.body};
    background: ${colors.white};
  }
  caption {
    margin: 0.8rem 0;
    text-align: left;
    font-weight: ${fontWeights.semibold};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 4.4rem;
  }
  th,
  td {
    padding: 0.6rem 0.8rem;
    border: 1px solid ${colors.greyBorder};
    text-align: left;
  }
`

/**
 * A size guide that opens without JavaScript (<details>): the tables of the product's family
 * and gender, and a link to the whole guide as a PDF in the store's language.
 */
export function SizeGuide({ product: fragment }: { product: FragmentType<typeof ProductSizeGuideFragment> }) {
  const { i18n, t } = useLingui()
  const { store } = useShop()
  const product = readFragment(ProductSizeGuideFragment, fragment)
  const sizes =
    product.options.find((option) => option.attribute.code === 'size')?.values.map((value) => value.value) ??
    []
  const tables = sizeTablesFor(product.gender, sizes)
  if (tables.length === 0) return null
  return (
    <details className={disclosure} id="size-guide">
      <summary>{t`Size guide`}</summary>
      {tables.map((table) => (
        <table key={table.family}>
          <caption>{i18n._(table.caption)}</caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column.id} scope="col">
                  {i18n._(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row[0]}>
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row">
                      {table.sizeLabel ? i18n._(table.sizeLabel(cell)) : cell}
                    </th>
                  ) : (
                    <td key={index}>{localizeCell(cell, store.locale)}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      ))}
      <p>
        <Link to={sizeGuidePdfPath(store.language)}>{t`Every size table as a PDF`}</Link>
      </p>
    </details>
  )
}
