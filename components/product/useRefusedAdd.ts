import { useLingui } from '@lingui/react/macro'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { formErrorMessage } from '../forms/formMessages.ts'
import type { RefusedAlert } from './StockAlertForm.tsx'

/** An add to cart the server refused: the fields sent, and why in the store's language. */
export interface RefusedAdd {
  values: Record<string, string>
  message: string
}

/**
 * The add of this product the server refused, when the page is rendered again for it (a
 * form sent without JavaScript comes back with its fields and the API's message); else null.
 */
export function useRefusedAdd(sku: string): RefusedAdd | null {
  const { formState } = usePageContext()
  const { i18n } = useLingui()
  if (formState?.form !== 'addToCart' || formState.values.sku !== sku) return null
  return {
    values: formState.values,
    message: formState.message ?? i18n._(formErrorMessage(formState.errorCode)),
  }
}

/** The alert request for a size of this product the server refused, when the page is rendered again for it; else null. */
export function useRefusedAlert(): RefusedAlert | null {
  const { formState } = usePageContext()
  const { i18n } = useLingui()
  if (formState?.form !== 'stockAlert') return null
  return {
    sku: formState.values.sku ?? '',
    email: formState.values.email ?? '',
    message: i18n._(formErrorMessage(formState.errorCode)),
  }
}
