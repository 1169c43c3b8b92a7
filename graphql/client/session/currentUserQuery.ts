import { graphql } from '../generated/gql.ts'

/** The current-user query: `me.id`, null when anonymous. */
export const CurrentUserQuery = graphql(`
  query CurrentUserQuery {
    me {
      id
    }
  }
`)
