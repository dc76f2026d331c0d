import sharp from 'sharp';

// Illustrations for the demo listings, drawn here as SVG and rasterised with sharp: a sky, the
// mountains, the building in the listing's colours, and simple rooms. They are pictures of demo
// data, not photographs of any real home; nothing is downloaded.

export type Building = 'block' | 'house' | 'townhouse' | 'cabin';
export type Scene = 'exterior' | 'evening' | 'living' | 'kitchen' | 'bedroom';

export interface Theme {
  building: Building;
  /** Wall and roof colours, e.g. Reykjavík corrugated iron in red, blue, yellow. */
  wall: string;
  roof: string;
}

const WIDTH = 1600;
const HEIGHT = 1066;

function windows(x: number, y: number, cols: number, rows: number, w: number, h: number, gap: number, light: string): string {
  let out = '';
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      out += `<rect x="${x + c * (w + gap)}" y="${y + r * (h + gap)}" width="${w}" height="${h}" rx="4" fill="${light}" stroke="#f4f1ea" stroke-width="6"/>`;
    }
  }
  return out;
}

function building(theme: Theme, evening: boolean): string {
  const light = evening ? '#ffd98a' : '#a9c7dc';
  switch (theme.building) {
    case 'block':
      return `<rect x="470" y="330" width="660" height="560" fill="${theme.wall}"/>
        <rect x="450" y="305" width="700" height="40" fill="${theme.roof}"/>
        ${windows(520, 380, 5, 4, 90, 80, 35, light)}
        <rect x="755" y="790" width="90" height="100" fill="#3b3b3b"/>`;
    case 'townhouse':
      return [0, 1, 2]
        .map((i) => {
          const x = 330 + i * 320;
          return `<rect x="${x}" y="520" width="300" height="370" fill="${theme.wall}"/>
            <polygon points="${x - 15},525 ${x + 150},400 ${x + 315},525" fill="${theme.roof}"/>
            ${windows(x + 40, 580, 2, 1, 90, 90, 40, light)}
            <rect x="${x + 110}" y="770" width="80" height="120" fill="#3b3b3b"/>`;
        })
        .join('');
    case 'cabin':
      return `<rect x="560" y="560" width="480" height="330" fill="${theme.wall}"/>
        <polygon points="520,570 800,380 1080,570" fill="${theme.roof}"/>
        <rect x="500" y="860" width="600" height="30" fill="#8a6a4a"/>
        ${windows(610, 620, 2, 1, 120, 110, 140, light)}
        <rect x="755" y="740" width="90" height="150" fill="#3b3b3b"/>`;
    default:
      return `<rect x="480" y="500" width="640" height="390" fill="${theme.wall}"/>
        <polygon points="450,510 800,320 1150,510" fill="${theme.roof}"/>
        ${windows(540, 570, 3, 2, 110, 90, 70, light)}
        <rect x="755" y="770" width="90" height="120" fill="#3b3b3b"/>`;
  }
}

function outdoor(theme: Theme, evening: boolean): string {
  const [top, bottom] = evening ? ['#2b3a67', '#f0a870'] : ['#7fb3e0', '#dcecf7'];
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
    ${evening ? '<circle cx="1300" cy="260" r="60" fill="#ffe2a8" opacity="0.8"/>' : '<circle cx="1320" cy="180" r="70" fill="#fff6d8"/>'}
    <polygon points="0,600 260,380 480,520 760,300 1040,500 1300,360 1600,560 1600,900 0,900" fill="${evening ? '#4a5578' : '#8ea3b5'}"/>
    <polygon points="700,330 760,300 830,345 790,350" fill="#f4f6f8" opacity="0.9"/>
    <rect y="880" width="${WIDTH}" height="${HEIGHT - 880}" fill="${evening ? '#3f5a3c' : '#6f9a5d'}"/>
    ${building(theme, evening)}`;
}

function room(theme: Theme, scene: Scene): string {
  const floor = '#c9a27a';
  const base = `<rect width="${WIDTH}" height="${HEIGHT}" fill="#efe9df"/>
    <rect y="760" width="${WIDTH}" height="${HEIGHT - 760}" fill="${floor}"/>
    <rect x="980" y="170" width="440" height="430" fill="#a9c7dc" stroke="#ffffff" stroke-width="18"/>
    <line x1="1200" y1="170" x2="1200" y2="600" stroke="#ffffff" stroke-width="12"/>
    <polygon points="990,520 1120,420 1250,500 1410,430 1410,590 990,590" fill="#8ea3b5"/>`;
  if (scene === 'kitchen') {
    return `${base}<rect x="120" y="520" width="760" height="260" fill="${theme.wall}"/>
      <rect x="100" y="500" width="800" height="28" fill="#d8d2c8"/>
      <rect x="120" y="200" width="760" height="180" fill="${theme.wall}" opacity="0.85"/>
      ${[0, 1, 2, 3].map((i) => `<rect x="${150 + i * 185}" y="560" width="150" height="190" fill="none" stroke="#f4f1ea" stroke-width="5"/>`).join('')}`;
  }
  if (scene === 'bedroom') {
    return `${base}<rect x="200" y="560" width="620" height="230" rx="18" fill="#ffffff"/>
      <rect x="200" y="470" width="620" height="110" rx="18" fill="${theme.roof}"/>
      <rect x="240" y="600" width="540" height="190" rx="12" fill="${theme.wall}" opacity="0.8"/>
      <rect x="860" y="640" width="90" height="150" fill="#b08a64"/>`;
  }
  return `${base}<rect x="160" y="600" width="700" height="180" rx="30" fill="${theme.wall}"/>
    <rect x="160" y="520" width="700" height="110" rx="30" fill="${theme.wall}" opacity="0.85"/>
    <rect x="300" y="800" width="420" height="30" rx="10" fill="#8a6a4a"/>
    <circle cx="900" cy="420" r="70" fill="#7f9f6a"/><rect x="885" y="480" width="30" height="300" fill="#6b5440"/>
    <rect x="280" y="230" width="300" height="200" fill="${theme.roof}" opacity="0.7" stroke="#ffffff" stroke-width="10"/>`;
}

function svg(theme: Theme, scene: Scene): string {
  const body = scene === 'exterior' || scene === 'evening' ? outdoor(theme, scene === 'evening') : room(theme, scene);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${body}</svg>`;
}

/** The illustration as a JPEG, as a landlord's upload would arrive. */
export async function renderIllustration(theme: Theme, scene: Scene): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp(Buffer.from(svg(theme, scene)))
      .jpeg({ quality: 85 })
      .toBuffer(),
  );
}
