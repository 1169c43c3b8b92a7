/** The store-relative path of a return's prepaid label PDF (served by `server/plugins/returnLabel.ts`). */
export const returnLabelPath = (rmaId: string | number) => `/user/returns/${rmaId}/label`
