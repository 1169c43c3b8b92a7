import ts from 'typescript'

/** What a module exports by name, values and types apart. */
export interface ExportedNames {
  values: string[]
  types: string[]
}

const isExported = (statement: ts.Statement) =>
  ts.canHaveModifiers(statement) &&
  (ts.getModifiers(statement) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)

/**
 * The names a TypeScript module exports, read from its syntax alone (no type check, no import
 * run), so the code generator can name what a resolver or mappers file offers.
 */
export function exportedNames(source: string): ExportedNames {
  const names: ExportedNames = { values: [], types: [] }
  const file = ts.createSourceFile('module.ts', source, ts.ScriptTarget.Latest)
  for (const statement of file.statements) {
    if (ts.isExportDeclaration(statement)) {
      if (!statement.exportClause || !ts.isNamedExports(statement.exportClause)) continue
      for (const element of statement.exportClause.elements) {
        names[statement.isTypeOnly || element.isTypeOnly ? 'types' : 'values'].push(element.name.text)
      }
    } else if (!isExported(statement)) {
      continue
    } else if (ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)) {
      names.types.push(statement.name.text)
    } else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) {
      names.values.push(statement.name.text)
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) names.values.push(declaration.name.text)
      }
    }
  }
  return names
}
