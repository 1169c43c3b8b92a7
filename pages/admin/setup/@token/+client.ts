// https://vike.dev/client
// This page's passkey prompt: the back office's only script, on the pages that offer a passkey.
import { startPasskeyPrompts } from '../../../../components/admin/startPasskeyPrompts.ts'

startPasskeyPrompts()
