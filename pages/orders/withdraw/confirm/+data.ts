// https://vike.dev/data
export { withdrawalConfirmationData as data } from '../../../../components/withdrawal/withdrawalPageData.ts'
