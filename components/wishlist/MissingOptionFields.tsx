import { useLingui } from '@lingui/react/macro'
import { useFragment, type FragmentType } from '../../graphql/client/index.ts'
import { field } from '../forms/forms.styles.ts'
import { WishlistItemCardFragment } from './WishlistItemCard.tsx'

/**
 * Inside an item's add to cart form: a required choice (`selected[<attribute id>]`) for each
 * option the item was kept without, such as the colour and size of a product kept from a
 * listing. A plain select, so it works with and without JavaScript; the server adds the
 * choice to the item's own (`chosenOptions`).
 */
export function MissingOptionFields({
  item: itemRef,
}: {
  item: FragmentType<typeof WishlistItemCardFragment>
}) {
  const item = useFragment(WishlistItemCardFragment, itemRef)
  const { t } = useLingui()
  const missing = item.product.options.filter(
    (option) => !item.selectedOptions.some((selected) => selected.option_id === option.attribute.id),
  )
  return missing.map((option) => {
    const id = `wishlist-${item.id}-option-${option.attribute.id}`
    return (
      <div key={option.attribute.id} className={field}>
        <label htmlFor={id}>{option.attribute.label}</label>
        <select id={id} name={`selected[${option.attribute.id}]`} required defaultValue="">
          <option value="" disabled>
            {t`Choose`}
          </option>
          {option.values.map((value) => (
            <option key={value.value} value={value.value}>
              {value.label}
            </option>
          ))}
        </select>
      </div>
    )
  })
}
