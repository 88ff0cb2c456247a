import type { Measurement } from '../../../../shared/analysis';

/** A measured number to as many digits as its size deserves (124, 19.9, 3.12). */
export function formatNumber(value: number): string {
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return String(Number(value.toFixed(digits)));
}

/** A measured value with its unit ("3.12 : 1", "4.23 cm"). */
export function formatMeasurement({ value, unit }: Pick<Measurement, 'value' | 'unit'>): string {
  return unit === 'ratio' ? `${formatNumber(value)} : 1` : `${formatNumber(value)} ${unit}`;
}
