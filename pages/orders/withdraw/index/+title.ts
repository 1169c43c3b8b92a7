export { withdrawalStartTitle as default } from '../../../../components/withdrawal/WithdrawalPages.tsx'
