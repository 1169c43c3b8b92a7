import { parse } from 'fast-querystring'
import type { FormBody } from './formFields.ts'

/** C0 control characters and DEL, but tab, line feed and carriage return (a textarea's own). */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's job
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g

/** A field's text without control characters: no shopper types them, and PostgreSQL text cannot hold NUL. */
export function withoutControlCharacters(value: string): string {
  return value.replace(CONTROL_CHARACTERS, '')
}

/**
 * The parser every urlencoded form body goes through (@fastify/formbody's `parser`): fields as
 * fast-querystring reads them, names and values without control characters, so no form's
 * code, session or database ever meets a NUL byte.
 */
export function parseFormBody(text: string): FormBody {
  const fields = parse(text) as Record<string, string | string[]>
  const cleaned: FormBody = Object.create(null) as FormBody
  for (const [name, value] of Object.entries(fields)) {
    cleaned[withoutControlCharacters(name)] = Array.isArray(value)
      ? value.map(withoutControlCharacters)
      : withoutControlCharacters(value)
  }
  return cleaned
}
