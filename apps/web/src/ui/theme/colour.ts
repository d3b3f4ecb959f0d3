/** Small colour helpers for #RRGGBB values: mixing, WCAG luminance and contrast. */

type Rgb = readonly [number, number, number];

export const WCAG_AA_TEXT = 4.5;

function toRgb(hex: string): Rgb {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) throw new Error(`Not a #RRGGBB colour: ${hex}`);
  const value = parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

/** `weight` of `other` mixed into `hex` (0 = hex, 1 = other). */
export function mix(hex: string, other: string, weight: number): string {
  const a = toRgb(hex);
  const b = toRgb(other);
  return toHex([0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * weight) as unknown as Rgb);
}

export function relativeLuminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * `foreground` itself if it reaches `ratio` against `background`, otherwise the nearest
 * shade of it (darkened on light backgrounds, lightened on dark ones) that does.
 */
export function ensureContrast(foreground: string, background: string, ratio: number = WCAG_AA_TEXT): string {
  if (contrastRatio(foreground, background) >= ratio) return foreground.toUpperCase();
  const towards = relativeLuminance(background) > 0.179 ? '#000000' : '#FFFFFF';
  for (let step = 1; step <= 20; step += 1) {
    const candidate = mix(foreground, towards, step / 20);
    if (contrastRatio(candidate, background) >= ratio) return candidate;
  }
  return towards;
}

/** Ten shades around `hex` (index 6 is `hex` itself), as Mantine palettes expect. */
export function shadesOf(
  hex: string,
): [string, string, string, string, string, string, string, string, string, string] {
  const base = hex.toUpperCase();
  return [
    mix(base, '#FFFFFF', 0.92),
    mix(base, '#FFFFFF', 0.84),
    mix(base, '#FFFFFF', 0.7),
    mix(base, '#FFFFFF', 0.55),
    mix(base, '#FFFFFF', 0.4),
    mix(base, '#FFFFFF', 0.2),
    base,
    mix(base, '#000000', 0.15),
    mix(base, '#000000', 0.3),
    mix(base, '#000000', 0.45),
  ];
}
