// https://vike.dev/route
// The link of a cart reminder; the server answers a valid one with a redirect (server/plugins/marketing.ts).
export default '/cart/restore'
