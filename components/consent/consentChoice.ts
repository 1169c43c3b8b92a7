/**
 * @deprecated The consent cookie's codec lives in `config/consentChoice.ts`, where the browser and
 * the shop rules both may import it; this path remains only for `domain/context.ts` and
 * `domain/consent/consentRecords.ts` until they import it from there.
 */
export * from '../../config/consentChoice.ts'
