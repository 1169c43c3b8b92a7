import type { ShopContext } from '../../context.ts'

/** `faq`: the questions and answers in the store's language, in order. */
export async function faq(_: unknown, __: unknown, context: ShopContext) {
  const rows = await context.db
    .selectFrom('faq_entry')
    .selectAll()
    .where('language', '=', context.language)
    .orderBy('position')
    .execute()
  return rows.map((row) => ({
    id: String(row.id),
    topic: row.topic,
    question: row.question,
    answer: row.answer,
    position: row.position,
  }))
}
