import type { components } from "@ruta/api-client/schema"

type CatalogItem = components["schemas"]["CatalogItem"]

const item = (id: number, en: string, es: string): CatalogItem => ({
  id,
  name: en,
  labels: { en, es },
})

/** Catalog answers as the API gives them, for seeding story caches. */
export const fixtures = {
  contextTypes: [
    item(1, "Administrator", "Administrador"),
    item(2, "Client user", "Usuario de cliente"),
    item(3, "Site user", "Usuario de sucursal"),
    item(4, "Mantainer user", "Usuario de mantenimiento"),
    item(5, "Driver", "Conductor"),
  ],
  unitsOfDistance: [
    item(1, "Kilometres", "Kilómetros"),
    item(2, "Miles", "Millas"),
  ],
  unitsOfMeasure: [
    item(1, "Cubic metres", "Metros cúbicos"),
    item(2, "Cubic feet", "Pies cúbicos"),
  ],
  unitsOfWeight: [
    item(1, "Kilograms", "Kilogramos"),
    item(2, "Pounds", "Libras"),
  ],
  activityTypes: [
    item(1, "Call", "Llamada"),
    item(2, "Visit", "Visita"),
    item(3, "Note", "Nota"),
  ],
  carMakes: [
    item(1, "Ford", "Ford"),
    item(2, "Mercedes-Benz", "Mercedes-Benz"),
  ],
  carModels: [{ ...item(1, "Transit", "Transit"), id_car_make: 1 }],
  carTypes: [
    item(1, "Van", "Camioneta de carga"),
    item(2, "Box truck", "Camión de caja"),
  ],
  skills: [
    { id: 1, name: "Refrigerated", active: true },
    { id: 2, name: "Forklift", active: true },
  ],
}
