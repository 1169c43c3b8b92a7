/** Name of the component an island file exports: its file name (`header/MiniCart` → `MiniCart`). */
export function islandExportName(id: string): string {
  return id.slice(id.lastIndexOf('/') + 1)
}
