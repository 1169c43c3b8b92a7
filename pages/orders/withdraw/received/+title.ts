export { withdrawalReceivedTitle as default } from '../../../../components/withdrawal/WithdrawalPages.tsx'
