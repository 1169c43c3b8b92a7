import type { Kysely } from 'kysely'
import type {
  Database,
  Language,
  LanguageLabels,
  ReturnAttributeKind,
  ReturnAttributeScope,
} from '../../db/tables.ts'

/** A field of the return form in one language. */
export interface ReturnAttributeValue {
  code: string
  kind: ReturnAttributeKind
  scope: ReturnAttributeScope
  required: boolean
  maxLength: number
  label: string
  /** A select's choices, in their order; empty for other kinds. */
  options: { value: string; label: string }[]
}

/** A label in `language`, else English, else the code (a row added without every translation still shows). */
export function labelIn(labels: LanguageLabels, language: Language, fallback: string): string {
  return labels[language] ?? labels.en ?? fallback
}

/** The return form's attributes (table `return_attribute`) with their labels and choices in `language`, in their order. */
export async function loadReturnAttributes(
  db: Kysely<Database>,
  language: Language,
): Promise<ReturnAttributeValue[]> {
  const [attributes, options] = await Promise.all([
    db.selectFrom('return_attribute').selectAll().orderBy('position').orderBy('code').execute(),
    db.selectFrom('return_attribute_option').selectAll().orderBy('position').orderBy('value').execute(),
  ])
  return attributes.map((attribute) => ({
    code: attribute.code,
    kind: attribute.kind,
    scope: attribute.scope,
    required: attribute.required,
    maxLength: attribute.max_length,
    label: labelIn(attribute.labels, language, attribute.code),
    options: options
      .filter((option) => option.attribute_code === attribute.code)
      .map((option) => ({ value: option.value, label: labelIn(option.labels, language, option.value) })),
  }))
}

/** How an entered value reads: a select's option label, yes/no words for a boolean, the text itself otherwise. */
export function attributeValueText(
  attribute: ReturnAttributeValue | undefined,
  value: string,
  words: { yes: string; no: string },
): string {
  if (!attribute) return value
  if (attribute.kind === 'select')
    return attribute.options.find((option) => option.value === value)?.label ?? value
  if (attribute.kind === 'boolean') return value === 'true' ? words.yes : words.no
  return value
}
