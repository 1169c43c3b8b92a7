// https://vike.dev/client
// The one script every page loads (≤ 3.17 KB gzip with the chunk that fills the header): React only arrives with a page's islands.
import { startShell } from './client/startShell.ts'

startShell()
