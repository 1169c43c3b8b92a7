// https://vike.dev/route
// Catch-all: content pages by slug and catalogue URLs that the shop API resolves.
export default '/*'
