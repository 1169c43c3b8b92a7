/** CSS class of an e-mail's table of amounts: the plain-text part writes it as a table with columns (server/email/renderEmail.ts). */
export const EMAIL_AMOUNT_TABLE_CLASS = 'amounts'
