/** Where the tag manager's container comes from (`gtm.js`). */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com'

/**
 * What the CSP adds when `GTM_ID` is set, per directive: Google Tag Manager and the Google
 * Analytics 4 collection hosts, as Google's guide to tags under a Content Security Policy lists them.
 */
export const TAG_MANAGER_CSP_SOURCES = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
} as const
