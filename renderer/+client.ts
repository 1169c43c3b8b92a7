// https://vike.dev/client
// The one script every page loads (≤ 3 KB gzip): React only arrives with a page's islands.
import { startShell } from './client/startShell.ts'

startShell()
