import type { DataTableLabels } from "../components/data-table"
import { pick } from "./locale"

/**
 * The DataTable's texts for the toolbar's language, for stories of route lists.
 *
 * @param globals - the story context's globals
 * @returns every label a DataTable needs
 */
function routeTableLabels(globals: Record<string, unknown>): DataTableLabels {
  const t = (en: string, es: string) => pick(globals, en, es)
  return {
    search: t("Search routes", "Buscar rutas"),
    rowsPerPage: t("Rows per page", "Filas por página"),
    pageInfo: ({ from, to, total }) =>
      t(`${from}–${to} of ${total}`, `${from}–${to} de ${total}`),
    firstPage: t("First page", "Primera página"),
    previousPage: t("Previous page", "Página anterior"),
    nextPage: t("Next page", "Página siguiente"),
    lastPage: t("Last page", "Última página"),
    rowActions: t("Route actions", "Acciones de la ruta"),
    actionsColumn: t("Actions", "Acciones"),
    selectAll: t(
      "Select every route of the page",
      "Seleccionar todas las rutas de la página"
    ),
    selectRow: (name) => t(`Select ${name}`, `Seleccionar ${name}`),
    selected: (count) => t(`${count} selected`, `${count} seleccionadas`),
    clearSelection: t("Clear the selection", "Quitar la selección"),
  }
}

export { routeTableLabels }
