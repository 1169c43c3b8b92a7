import { useLingui } from '@lingui/react/macro'
import { TextField } from './TextField.tsx'

/** The buyer's optional VAT number of an address, printed on its invoices (checkout's billing step and the address book). */
export function VatNumberField({ defaultValue }: { defaultValue?: string | null }) {
  const { t } = useLingui()
  return (
    <TextField
      name="vatId"
      autoComplete="off"
      label={t`VAT number (optional)`}
      hint={t`For a business: it is printed on your invoice.`}
      maxLength={20}
      defaultValue={defaultValue ?? undefined}
    />
  )
}
