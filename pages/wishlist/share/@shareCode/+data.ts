// https://vike.dev/data
export { sharedWishlistData as data } from './sharedWishlistData.ts'
