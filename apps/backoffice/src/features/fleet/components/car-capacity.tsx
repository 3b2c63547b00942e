import { useLingui } from "@lingui/react/macro"

import { useUnits } from "../../../lib/use-units.ts"
import type { Car } from "../api/cars.ts"

/** A car's capacities in its site's units: "40 pcs · 1,500 kg · 12.5 m³". */
export function CarCapacity({
  car,
}: {
  car: Pick<
    Car,
    "id_subsidiary" | "capacity_pieces" | "capacity_weight" | "capacity_volume"
  >
}) {
  const { t, i18n } = useLingui()
  const units = useUnits(car.id_subsidiary)
  const pieces =
    car.capacity_pieces === null
      ? null
      : new Intl.NumberFormat(i18n.locale).format(car.capacity_pieces)
  return (
    <span className="tabular-nums">
      {[
        pieces !== null && t`${pieces} pcs`,
        car.capacity_weight !== null && units.weight(car.capacity_weight),
        car.capacity_volume !== null && units.volume(car.capacity_volume),
      ]
        .filter(Boolean)
        .join(" · ")}
    </span>
  )
}
