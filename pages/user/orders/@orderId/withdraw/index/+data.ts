// https://vike.dev/data
export { withdrawalPageData as data } from '../../../../../../components/withdrawal/withdrawalPageData.ts'
