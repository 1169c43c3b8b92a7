// https://vike.dev/Page
export { ProductView as default } from './ProductView.tsx'
