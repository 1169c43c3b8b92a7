// The page shell imports this module for its effect, which starts the data layer: calling an export would cost the shell bytes on every page.
import { onConsentChange } from '../consent/consentInBrowser.ts'
import { startDataLayer } from './startDataLayer.ts'

startDataLayer()
// Imported on a choice that refused analytics, it starts if the shopper allows it later on the page.
onConsentChange(() => startDataLayer())
