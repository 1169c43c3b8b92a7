/**
 * A distance in metres as `locale` writes it: metres to the nearest 10 below 1 km, then
 * kilometres with one decimal below 10 km (`450 m`, `1,2 km`, `12 km`).
 */
export function formatDistance(locale: string, metres: number): string {
  if (metres < 1000) {
    return new Intl.NumberFormat(locale, { style: 'unit', unit: 'meter', maximumFractionDigits: 0 }).format(
      Math.max(10, Math.round(metres / 10) * 10),
    )
  }
  const kilometres = metres / 1000
  // 999.6 km rounds to "1,000 km", never "1000.0 km".
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'kilometer',
    maximumFractionDigits: kilometres < 9.95 ? 1 : 0,
  }).format(kilometres)
}
