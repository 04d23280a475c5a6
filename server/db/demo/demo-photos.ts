import sharp from 'sharp';

const COLOURS = ['#0f766e', '#c2410c', '#7c3aed', '#be123c', '#1d4ed8', '#a16207', '#15803d', '#9d174d'];

/**
 * A plain drawn avatar (head and shoulders on a colour), clearly not a photo of anyone. Shapes only, so it needs
 * no fonts on the machine.
 */
export function demoAvatar(index: number): Promise<Buffer> {
  const background = COLOURS[index % COLOURS.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480">
    <rect width="480" height="480" fill="${background}"/>
    <circle cx="240" cy="190" r="90" fill="#fde7d4"/>
    <ellipse cx="240" cy="470" rx="170" ry="150" fill="#fde7d4"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}
