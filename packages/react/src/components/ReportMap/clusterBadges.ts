/**
 * Cluster badges drawn on a canvas and handed to MapLibre as images, so the map needs no glyph server
 * for the counts (the offline basemap has no glyphs, and text on the map would need them). Each badge is
 * made the first time the map asks for it (`setMissingStyleImageResolver`).
 */

/** Badge diameters in CSS pixels, growing with the count. */
const sizes = [30, 36, 44, 52] as const;

function badgeSize(count: number): number {
  return count < 10 ? 0 : count < 100 ? 1 : count < 1000 ? 2 : 3;
}

const prefix = 'fw-cluster:';

/** The image name of a cluster's badge: its size class and its label. */
export const badgeName = (count: number, label: string) => `${prefix}${badgeSize(count)}:${label}`;

export interface BadgeColors {
  fill: string;
  ring: string;
  text: string;
}

/** One canvas for every badge (a new canvas and context per badge cost more than drawing one). */
let shared: CanvasRenderingContext2D | null = null;
function canvasOf(side: number): CanvasRenderingContext2D | null {
  if (!shared) shared = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  if (shared && shared.canvas.width < side) {
    shared.canvas.width = side;
    shared.canvas.height = side;
  }
  return shared;
}

/**
 * The pixels of a badge named by `badgeName`, or null for another name. `font` is the page's font
 * family, so digits look like the rest of the interface (and Arabic-Indic digits are drawn in Arabic).
 */
export function drawBadge(name: string, colors: BadgeColors, font: string, pixelRatio: number): ImageData | null {
  if (!name.startsWith(prefix)) return null;
  const [sizeText, ...labelParts] = name.slice(prefix.length).split(':');
  const diameter = sizes[Number(sizeText)] ?? sizes[0];
  const label = labelParts.join(':');
  const side = Math.ceil(diameter * pixelRatio);
  const context = canvasOf(side);
  if (!context) return null;
  context.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
  context.clearRect(0, 0, diameter, diameter);
  const radius = diameter / 2;
  context.beginPath();
  context.arc(radius, radius, radius - 1, 0, Math.PI * 2);
  context.fillStyle = colors.ring;
  context.fill();
  context.beginPath();
  context.arc(radius, radius, radius - 5, 0, Math.PI * 2);
  context.fillStyle = colors.fill;
  context.fill();
  context.fillStyle = colors.text;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  const fontSize = label.length > 4 ? 11 : 13;
  context.font = `700 ${fontSize}px ${font}`;
  context.fillText(label, radius, radius + 0.5, diameter - 10);
  return context.getImageData(0, 0, side, side);
}
