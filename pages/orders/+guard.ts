// https://vike.dev/guard
export { requireCustomer as guard } from '../../components/shop/requireCustomer.ts'
