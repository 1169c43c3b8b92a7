// https://vike.dev/client
// The back office runs no script of the shop's: every page is HTML, every action a form.
export {}
