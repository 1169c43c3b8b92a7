// https://vike.dev/Page
export { CategoryView as default } from './CategoryView.tsx'
