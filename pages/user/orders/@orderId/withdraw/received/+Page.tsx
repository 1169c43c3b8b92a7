export { WithdrawalReceivedPage as default } from '../../../../../../components/withdrawal/WithdrawalPages.tsx'
