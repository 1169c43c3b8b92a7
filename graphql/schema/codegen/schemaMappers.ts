import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'graphql'
import { exportedNames } from './exportedNames.ts'

const MAPPER_SUFFIX = 'Mapper'

/** The area folders of the schema folder: each holds SDL, maybe mappers, and `resolvers/`. */
export const schemaAreas = (schemaDir: string): string[] =>
  readdirSync(schemaDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'generated' && entry.name !== 'codegen')
    .map((entry) => entry.name)
    .sort()

/** Names of the types, unions, interfaces, enums, inputs and scalars that SDL declares (not those it extends). */
export function declaredTypes(sdl: string): Set<string> {
  const names = parse(sdl)
    .definitions.filter((definition) => !definition.kind.endsWith('Extension'))
    .flatMap((definition) => ('name' in definition && definition.name ? [definition.name.value] : []))
  return new Set(names)
}

/**
 * GraphQL Code Generator `mappers` of the shop API, assembled from the areas' mappers files: an
 * exported type `XMapper` of `<area>/*.mappers.ts` is what the resolvers of the GraphQL type `X`
 * start from (a database row, a domain view), where it is not `X`'s own shape. `X` must be
 * declared by the SDL of the same area. Paths are as the generated folder imports them.
 */
export function schemaMappers(schemaDir: string): Record<string, string> {
  const mappers: Record<string, string> = {}
  for (const area of schemaAreas(schemaDir)) {
    const files = readdirSync(path.join(schemaDir, area)).sort()
    const mapperFiles = files.filter((file) => file.endsWith('.mappers.ts'))
    if (mapperFiles.length === 0) continue
    const sdl = files
      .filter((file) => file.endsWith('.graphql'))
      .map((file) => readFileSync(path.join(schemaDir, area, file), 'utf8'))
    const declared = sdl.length > 0 ? declaredTypes(sdl.join('\n')) : new Set<string>()
    for (const file of mapperFiles) {
      const source = readFileSync(path.join(schemaDir, area, file), 'utf8')
      for (const name of exportedNames(source)
        .types.filter((type) => type.endsWith(MAPPER_SUFFIX))
        .sort()) {
        const type = name.slice(0, -MAPPER_SUFFIX.length)
        if (!declared.has(type))
          throw new Error(`${area}/${file}: ${name} names no type that ${area}/*.graphql declares`)
        if (mappers[type]) throw new Error(`${area}/${file}: ${type} has a mapper already (${mappers[type]})`)
        mappers[type] = `../${area}/${file}#${name}`
      }
    }
  }
  return mappers
}
