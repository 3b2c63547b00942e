import { useLingui } from "@lingui/react/macro"

/**
 * A map's texts in the current language: its name (what it shows) and its pin's, with the zoom
 * buttons and the offline note every map shares.
 */
export function useMapLabels() {
  const { t } = useLingui()
  return (map: string, pin = t`Address pin`) => ({
    map,
    pin,
    zoomIn: t`Zoom in`,
    zoomOut: t`Zoom out`,
    offlineNote: t`Google Maps could not be loaded: showing the offline map.`,
  })
}
