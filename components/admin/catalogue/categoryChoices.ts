/** The categories as checkbox choices, each under its parent: a dash per level below the families' audience. */
export function categoryChoices(categories: readonly { id: number; name: string; level: number }[]) {
  return categories.map((category) => ({
    value: String(category.id),
    label: `${'— '.repeat(Math.max(0, category.level - 2))}${category.name}`,
  }))
}
