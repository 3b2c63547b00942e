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

/** A car model belongs to one make. */
export interface CarModelItem extends CatalogItem {
  id_car_make: number
}

/** Common light commercial vehicles: make, then its models. Ids are stable: append only. */
const makesAndModels: [string, string[]][] = [
  [
    "Ford",
    ["Transit", "Transit Connect", "Transit Custom", "F-150", "E-Series"],
  ],
  ["Mercedes-Benz", ["Sprinter", "Vito", "Citan", "eSprinter"]],
  ["Renault", ["Master", "Trafic", "Kangoo"]],
  ["Nissan", ["NV200", "NV350 Urvan", "Frontier", "Cabstar"]],
  ["Toyota", ["Hiace", "Hilux", "Proace", "Dyna"]],
  ["Chevrolet", ["Express", "Silverado", "Tornado", "N400"]],
  ["Ram", ["ProMaster", "ProMaster City", "1500", "700"]],
  ["Isuzu", ["NPR", "NQR", "ELF", "D-Max"]],
  ["Volkswagen", ["Crafter", "Transporter", "Caddy", "Amarok"]],
  ["Iveco", ["Daily", "Eurocargo"]],
  ["Hino", ["300", "500"]],
  ["Fiat", ["Ducato", "Doblò Cargo", "Fiorino"]],
  ["Peugeot", ["Boxer", "Partner", "Expert"]],
  ["Citroën", ["Jumper", "Berlingo", "Jumpy"]],
  ["Hyundai", ["H-1", "H100", "HD78"]],
  ["Kia", ["K2500", "K2700"]],
  ["Mitsubishi Fuso", ["Canter"]],
  ["JAC", ["X200", "Sunray"]],
  ["Foton", ["Tunland", "Aumark"]],
  ["Honda", ["CG 150 Cargo", "Navi"]],
  ["Yamaha", ["YBR 125", "NMAX"]],
  ["Italika", ["FT150", "DM200"]],
  ["Generic", ["Cargo bicycle", "Electric cargo bicycle"]],
]

const carMakes: CatalogItem[] = makesAndModels.map(([make], index) =>
  item(index + 1, make, make)
)

const carModels: CarModelItem[] = makesAndModels
  .flatMap(([, models], index) =>
    models.map((model) => ({ model, id_car_make: index + 1 }))
  )
  .map(({ model, id_car_make }, index) => ({
    ...item(index + 1, model, model),
    id_car_make,
  }))

/** Every catalog of spec section 3, "Catalogs", with English and Spanish labels. */
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
  "car-makes": carMakes,
  "car-models": carModels,
  "car-types": [
    item(1, "Van", "Camioneta de carga"),
    item(2, "Box truck", "Camión de caja"),
    item(3, "Pickup", "Pickup"),
    item(4, "Motorcycle", "Motocicleta"),
    item(5, "Bicycle", "Bicicleta"),
    item(6, "Car", "Automóvil"),
    item(7, "Refrigerated truck", "Camión refrigerado"),
    item(8, "Flatbed truck", "Camión de plataforma"),
    item(9, "Tractor-trailer", "Tractocamión"),
  ],
  "optimization-types": [
    item(1, "Shortest time", "Menor tiempo"),
    item(2, "Shortest distance", "Menor distancia"),
  ],
  "travel-modes": [
    item(1, "Driving", "En auto"),
    item(2, "Truck", "En camión"),
    item(3, "Bicycling", "En bicicleta"),
    item(4, "Walking", "A pie"),
  ],
  "finalization-modes": [
    item(1, "Return to depot", "Regresar al depósito"),
    item(2, "Finish on address", "Terminar en una dirección"),
    item(3, "Finish on last stop", "Terminar en la última parada"),
  ],
  "restriction-types": [
    item(1, "None", "Ninguna"),
    item(2, "Maximum hours", "Horas máximas"),
    item(3, "Maximum distance", "Distancia máxima"),
    item(4, "Capacity", "Capacidad"),
  ],
  "stop-types": [
    item(1, "Pickup", "Recolección"),
    item(2, "Delivery", "Entrega"),
    item(3, "Meet up", "Encuentro"),
    item(4, "Service", "Servicio"),
    item(5, "Visit", "Visita"),
    item(6, "Drive by", "Paso"),
    item(7, "Prospect", "Prospecto"),
    item(8, "Break", "Descanso"),
    item(9, "Depot", "Depósito"),
    item(10, "Not specified", "Sin especificar"),
  ],
  "address-types": [
    item(1, "Customer", "Cliente"),
    item(2, "Depot", "Depósito"),
    item(3, "Home", "Casa"),
    item(4, "Business", "Negocio"),
    item(5, "Other", "Otro"),
  ],
  "file-categories": [
    item(1, "Stops spreadsheet", "Hoja de cálculo de paradas"),
    item(2, "User photo", "Foto de usuario"),
    item(3, "Proof of delivery", "Comprobante de entrega"),
    item(4, "Other", "Otro"),
  ],
  "payment-plans": [
    item(1, "Free", "Gratis"),
    item(2, "Basic", "Básico"),
    item(3, "Professional", "Profesional"),
    item(4, "Enterprise", "Empresarial"),
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
