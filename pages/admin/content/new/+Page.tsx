import { Trans } from '@lingui/react/macro'
import { useAdminData } from '../../../../components/admin/useAdminData.ts'
import { AdminForm } from '../../../../components/admin/AdminForm.tsx'
import { FormError } from '../../../../components/admin/FormError.tsx'
import { button, panel } from '../../../../components/admin/admin.styles.ts'
import { SelectInput, TextInput, useSentBack } from '../../../../components/admin/catalogue/ProductFields.tsx'
import { ContentFields } from '../../../../components/admin/content/ContentFields.tsx'
import { CONTENT_FIELD_ERRORS } from '../../../../components/admin/content/contentFieldErrors.ts'
import type { NewContentPageData } from '../../../../server/admin/contentPageData.ts'

/** The new page or block page (/admin/content/new): its kind, identifier and store, then its fields. */
export default function Page() {
  const { stores } = useAdminData<NewContentPageData>()
  const sentBack = useSentBack(['content'])
  const kind = sentBack?.values.kind === 'blocks' ? 'blocks' : 'pages'
  return (
    <>
      <p>
        <a href="/admin/content">
          <Trans>All pages and blocks</Trans>
        </a>
      </p>
      <h1>
        <Trans>New page or block</Trans>
      </h1>
      <AdminForm action="/admin/content/new" labelledBy="content-form-heading">
        <h2 id="content-form-heading">
          <Trans>The page or block</Trans>
        </h2>
        <FormError form="content" />
        <fieldset className={panel}>
          <legend>
            <Trans>Kind</Trans>
          </legend>
          <div>
            <input id="kind-pages" name="kind" type="radio" value="pages" defaultChecked={kind === 'pages'} />{' '}
            <label htmlFor="kind-pages">
              <Trans>A page, at its own address</Trans>
            </label>
          </div>
          <div>
            <input
              id="kind-blocks"
              name="kind"
              type="radio"
              value="blocks"
              defaultChecked={kind === 'blocks'}
            />{' '}
            <label htmlFor="kind-blocks">
              <Trans>
                A block, which pages and products include (no address; URL key and meta description unused)
              </Trans>
            </label>
          </div>
        </fieldset>
        <TextInput
          name="identifier"
          label={<Trans>Identifier (lower-case letters, digits, dashes)</Trans>}
          sentBack={sentBack}
          messages={CONTENT_FIELD_ERRORS}
        />
        <SelectInput
          name="language"
          label={<Trans>Store</Trans>}
          choices={stores.map((store) => ({ value: store.language, label: `${store.key} (${store.path})` }))}
          sentBack={sentBack}
          messages={CONTENT_FIELD_ERRORS}
        />
        <ContentFields kind="page" sentBack={sentBack} initial={null} withHtml />
        <button className={button} type="submit">
          <Trans>Create</Trans>
        </button>
      </AdminForm>
    </>
  )
}
