/** A label followed by its colon as the store's language writes it ("Size:"; in French "Taille :", with a narrow no-break space). */
export function labelWithColon(locale: string, label: string): string {
  return locale.startsWith('fr') ? `${label}\u202f:` : `${label}:`
}

/**
 * A label and its value as the store's language writes them ("Colour: Grey", "Couleur : Gris"),
 * for labels and values from the catalogue's data rather than from a translated message.
 */
export function labelledValue(locale: string, label: string, value: string): string {
  return `${labelWithColon(locale, label)} ${value}`
}
