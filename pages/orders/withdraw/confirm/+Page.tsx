export { WithdrawalConfirmPage as default } from '../../../../components/withdrawal/WithdrawalPages.tsx'
