export { WithdrawalStartPage as default } from '../../../../components/withdrawal/WithdrawalPages.tsx'
