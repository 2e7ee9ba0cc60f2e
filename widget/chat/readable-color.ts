/**
 * The shade of a brand colour that carries white text legibly (WCAG AA, 4.5:1). Many brand colours,
 * the default #3B82F6 among them, are too light for white text, so the widget darkens them just
 * enough; colours that already pass are kept as they are.
 */
const AA = 4.5;

function channels(hex: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrastWithWhite(rgb: [number, number, number]): number {
  return 1.05 / (luminance(rgb) + 0.05);
}

export function readableColor(hex: string): string {
  let rgb = channels(hex);
  if (!rgb) return hex;
  for (let i = 0; i < 40 && contrastWithWhite(rgb) < AA; i++) {
    rgb = rgb.map((v) => Math.round(v * 0.94)) as [number, number, number];
  }
  return '#' + rgb.map((v) => v.toString(16).padStart(2, '0')).join('');
}
