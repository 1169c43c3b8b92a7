import { graphql } from '../generated/gql.ts'

/** The current-user query of spec §7: `me.id`, null when anonymous. */
export const CurrentUserQuery = graphql(`
  query CurrentUserQuery {
    me {
      id
    }
  }
`)
