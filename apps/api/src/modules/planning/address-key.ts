/** One address as the meter counts it: its coordinates to about a metre. */
export const addressKey = (latitude: number, longitude: number) =>
  `${latitude.toFixed(5)},${longitude.toFixed(5)}`
