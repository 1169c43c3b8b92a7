/** A question of the FAQ. */
export interface FaqQuestion {
  id: string
  topic: string
  question: string
  answer: string
}

/** A topic and its questions. */
export interface FaqTopic {
  topic: string
  questions: FaqQuestion[]
}

/** Groups questions by topic; topics come in the order of their first question. */
export function groupByTopic(questions: readonly FaqQuestion[]): FaqTopic[] {
  const topics = new Map<string, FaqQuestion[]>()
  for (const question of questions) {
    const list = topics.get(question.topic) ?? []
    if (list.length === 0) topics.set(question.topic, list)
    list.push(question)
  }
  return [...topics].map(([topic, list]) => ({ topic, questions: list }))
}
