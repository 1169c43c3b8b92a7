import { Trans } from '@lingui/react/macro'
import { usePageContext } from '../../../renderer/usePageContext.tsx'
import { useData } from '../../../renderer/useData.ts'
import { PageHeading } from '../../../components/layout/PageHeading.tsx'
import { Link } from '../../../components/links/Link.tsx'
import { EmptyState } from '../../../components/layout/EmptyState.tsx'
import { FormErrorSummary } from '../../../components/forms/FormErrorSummary.tsx'
import { FormNotice } from '../../../components/forms/FormNotice.tsx'
import { CsrfField } from '../../../components/forms/CsrfField.tsx'
import { linkButton } from '../../../components/forms/forms.styles.ts'
import { storeHref } from '../../../components/shop/ShopContext.tsx'
import { AddressForm, type AddressFormValues } from '../../../components/account/AddressForm.tsx'
import { PostalAddress } from '../../../components/account/PostalAddress.tsx'
import {
  actionList,
  badge,
  badges,
  card,
  cardActions,
  cardGrid,
  panel,
  panelStack,
} from '../../../components/account/account.styles.ts'
import { visuallyHidden } from '../../../components/listing/visuallyHidden.ts'
import type { AddressBookPageData } from './+data.ts'

/**
 * The address book (/user/address-book): the saved addresses with their default
 * badges, each to edit (`?edit=ID`) or delete, and the address form for a new one
 * (`?new=1`), an edited one, or one the server sent back.
 */
export default function Page() {
  const { urlParsed, formState, store } = usePageContext()
  const { customer, countries, defaultCountryId } = useData<AddressBookPageData>()
  const { addresses } = customer
  const refused = formState?.form === 'address' ? formState : null
  const editId = refused ? refused.values.id || null : (urlParsed.search.edit ?? null)
  const edited = editId ? addresses.find((address) => address.id === editId) : undefined
  const showForm = refused !== null || urlParsed.search.new !== undefined || edited !== undefined
  const formValues: AddressFormValues = edited ?? {
    id: editId,
    firstname: customer.firstname,
    lastname: customer.lastname,
    company: '',
    street: [],
    postcode: '',
    city: '',
    countryCode: defaultCountryId,
    telephone: '',
    vatId: '',
    defaultBilling: false,
    defaultShipping: false,
  }
  const addingNew = showForm && !formValues.id
  return (
    <>
      <PageHeading>
        <Trans>Address book</Trans>
      </PageHeading>
      <FormNotice />
      <div className={panelStack}>
        {editId && !edited && !refused ? (
          <p className={panel} role="alert">
            <Trans>This address is not in your address book.</Trans>
          </p>
        ) : null}
        {showForm ? (
          <section className={panel} aria-labelledby="address-form-heading">
            <h2 id="address-form-heading">
              {formValues.id ? <Trans>Edit the address</Trans> : <Trans>New address</Trans>}
            </h2>
            <AddressForm
              address={formValues}
              countries={countries}
              isFirst={addresses.length === 0}
              labelledBy="address-form-heading"
            />
          </section>
        ) : null}
        <section className={panel} aria-labelledby="saved-addresses-heading">
          <h2 id="saved-addresses-heading">
            <Trans>Saved addresses</Trans>
          </h2>
          <FormErrorSummary form="deleteAddress" />
          {addresses.length > 0 && !addingNew ? (
            <ul className={actionList}>
              <li>
                <Link to="/user/address-book?new=1">
                  <Trans>Add a new address</Trans>
                </Link>
              </li>
            </ul>
          ) : null}
          {addresses.length === 0 ? (
            <EmptyState
              action={
                <Link to="/user/address-book?new=1">
                  <Trans>Add a new address</Trans>
                </Link>
              }
            >
              <Trans>You have no saved addresses.</Trans>
            </EmptyState>
          ) : (
            <ul className={cardGrid}>
              {addresses.map((address) => {
                const summary = `${address.street[0] ?? ''}, ${address.postcode} ${address.city}`
                return (
                  <li key={address.id} className={card}>
                    <PostalAddress address={address} />
                    {address.vatId ? (
                      <p>
                        <Trans>VAT number: {address.vatId}</Trans>
                      </p>
                    ) : null}
                    {address.defaultBilling || address.defaultShipping ? (
                      <ul className={badges}>
                        {address.defaultBilling ? (
                          <li className={badge}>
                            <Trans>Default billing address</Trans>
                          </li>
                        ) : null}
                        {address.defaultShipping ? (
                          <li className={badge}>
                            <Trans>Default shipping address</Trans>
                          </li>
                        ) : null}
                      </ul>
                    ) : null}
                    <div className={cardActions}>
                      <Link to={`/user/address-book?edit=${encodeURIComponent(address.id)}`}>
                        <Trans>Edit</Trans>
                        <span className={visuallyHidden}>: {summary}</span>
                      </Link>
                      <form
                        method="post"
                        action={storeHref(store, '/user/address-book')}
                        data-single-submit=""
                      >
                        <CsrfField />
                        <input type="hidden" name="_action" value="delete" />
                        <input type="hidden" name="id" value={address.id} />
                        <button type="submit" className={linkButton}>
                          <Trans>Delete</Trans>
                          <span className={visuallyHidden}>: {summary}</span>
                        </button>
                      </form>
                    </div>
                  </li>
                )
              })}
            </ul>
          )}
        </section>
      </div>
    </>
  )
}
