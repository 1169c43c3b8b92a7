export { withdrawalConfirmTitle as default } from '../../../../components/withdrawal/WithdrawalPages.tsx'
