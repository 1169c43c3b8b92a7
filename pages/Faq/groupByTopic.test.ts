import { describe, expect, it } from 'vitest'
import { groupByTopic } from './groupByTopic.ts'

describe('groupByTopic', () => {
  it('keeps topics in the order of their first question and questions in order', () => {
    const question = (id: string, topic: string) => ({ id, topic, question: `q${id}`, answer: `a${id}` })
    expect(
      groupByTopic([question('1', 'Delivery'), question('2', 'Returns'), question('3', 'Delivery')]),
    ).toEqual([
      { topic: 'Delivery', questions: [question('1', 'Delivery'), question('3', 'Delivery')] },
      { topic: 'Returns', questions: [question('2', 'Returns')] },
    ])
  })
})
