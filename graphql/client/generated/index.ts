/* eslint-disable */
export * from './fragment-masking.ts'
export * from './gql.ts'
