import { contextTypeDisplayNames } from "@ruta/permissions/context-types"

/** A catalog entry with its English and Spanish labels. */
export interface CatalogItem {
  id: number
  name: string
  labels: { en: string; es: string }
}

const item = (id: number, en: string, es: string): CatalogItem => ({
  id,
  name: en,
  labels: { en, es },
})

const contextTypesEs: Record<number, string> = {
  1: "Administrador",
  2: "Usuario de cliente",
  3: "Usuario de sede",
  4: "Usuario mantenedor",
  5: "Conductor",
}

/** The catalogs the administration screens need now (spec section 3, "Catalogs"). */
export const catalogs = {
  "context-types": Object.entries(contextTypeDisplayNames).map(([id, en]) =>
    item(Number(id), en, contextTypesEs[Number(id)] ?? en)
  ),
  "units-of-distance": [
    item(1, "Kilometers", "Kilómetros"),
    item(2, "Miles", "Millas"),
  ],
  "units-of-weight": [
    item(1, "Kilograms", "Kilogramos"),
    item(2, "Pounds", "Libras"),
  ],
  "units-of-measure": [
    item(1, "Cubic meters", "Metros cúbicos"),
    item(2, "Cubic feet", "Pies cúbicos"),
  ],
  "activity-types": [
    item(1, "Call", "Llamada"),
    item(2, "Meeting", "Reunión"),
    item(3, "Email", "Correo electrónico"),
    item(4, "Visit", "Visita"),
    item(5, "Note", "Nota"),
  ],
} as const satisfies Record<string, CatalogItem[]>

export type CatalogName = keyof typeof catalogs

/** Active/Inactive options have the values true/false (spec section 3). */
export const statusCatalog = [
  { value: true, name: "Active", labels: { en: "Active", es: "Activo" } },
  {
    value: false,
    name: "Inactive",
    labels: { en: "Inactive", es: "Inactivo" },
  },
]

/** Whether `id` is an entry of the catalog. */
export const inCatalog = (name: CatalogName, id: number) =>
  catalogs[name].some((entry) => entry.id === id)
