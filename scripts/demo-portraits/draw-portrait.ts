/**
 * A drawn head-and-shoulders portrait as SVG: shapes only (no fonts, no photographs), varied by skin, hair, clothes,
 * glasses and beard, so the demo's faces look like different people. Deterministic: the same person, the same picture.
 */
export interface PortraitOf {
  sex: 'male' | 'female';
  age: number;
}

const SKIN = ['#f6d5bd', '#eec1a0', '#d9a57e', '#c68863', '#a66a45', '#7d4a2d', '#5c3520'];
const HAIR = ['#1f1a17', '#3b2619', '#5a3a22', '#8a5a33', '#b7844a', '#d9b26f', '#6b2f1f'];
const GREY = ['#9c9a96', '#c7c4bf'];
const CLOTHES = ['#2f5d8a', '#b5473a', '#3f7d5a', '#d49a3a', '#6b4f8a', '#2b2b2b', '#c9697c', '#4f8a8b', '#e0e0d8', '#7a5230'];
const BACKDROPS: [string, string][] = [
  ['#f3e3d3', '#d8b89a'],
  ['#dfe9ef', '#a9c2d3'],
  ['#e7eedd', '#b9cda1'],
  ['#f2e6ef', '#d3b2c9'],
  ['#efe9dc', '#c9b98f'],
  ['#e4e1f1', '#b3acd6'],
];
const FEMALE_HAIR = ['long', 'bun', 'curly', 'bob', 'ponytail', 'afro', 'long'] as const;
const MALE_HAIR = ['short', 'side-part', 'curly', 'bald', 'afro', 'short', 'buzz'] as const;
type HairStyle = (typeof FEMALE_HAIR)[number] | (typeof MALE_HAIR)[number];

const pick = <T>(list: readonly T[], n: number): T => list[((n % list.length) + list.length) % list.length]!;

/** Darker or lighter shade of a #rrggbb colour (factor below 1 darkens). */
function shade(hex: string, factor: number): string {
  const channel = (i: number) =>
    Math.max(0, Math.min(255, Math.round(Number.parseInt(hex.slice(i, i + 2), 16) * factor)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

/** Hair drawn behind the head (long hair, an afro, a ponytail), then the part on top of it. */
function hair(style: HairStyle, colour: string): { back: string; front: string } {
  const fill = `fill="${colour}"`;
  switch (style) {
    case 'long':
      return {
        back: `<path ${fill} d="M118 190 C110 110 150 70 200 70 C252 70 292 110 282 190 C288 250 296 300 300 330 L100 330 C106 300 112 250 118 190 Z"/>`,
        front: `<path ${fill} d="M130 185 C124 112 164 82 204 84 C246 86 278 118 270 185 C258 140 236 118 196 116 C172 124 146 146 130 185 Z"/>`,
      };
    case 'bob':
      return {
        back: `<path ${fill} d="M122 200 C112 112 154 74 200 74 C248 74 290 112 278 200 C280 232 272 252 262 258 L138 258 C128 252 120 232 122 200 Z"/>`,
        front: `<path ${fill} d="M128 190 C124 114 164 84 200 84 C238 84 276 112 272 190 C262 150 250 126 226 116 C206 132 168 138 140 150 C134 162 130 176 128 190 Z"/>`,
      };
    case 'bun':
      return {
        back: `<circle ${fill} cx="200" cy="72" r="34"/>`,
        front: `<path ${fill} d="M132 178 C126 114 164 88 200 88 C238 88 274 114 268 178 C258 138 232 120 200 120 C168 120 142 138 132 178 Z"/>`,
      };
    case 'ponytail':
      return {
        back: `<path ${fill} d="M250 120 C300 130 318 200 300 270 C292 240 280 200 262 170 Z"/>`,
        front: `<path ${fill} d="M132 176 C126 112 166 86 202 86 C240 86 276 112 268 176 C254 136 230 118 200 118 C166 120 142 140 132 176 Z"/>`,
      };
    case 'curly': {
      const curls = [
        [140, 140],
        [150, 112],
        [172, 94],
        [200, 88],
        [228, 94],
        [250, 112],
        [260, 140],
        [132, 168],
        [268, 168],
        [186, 106],
        [214, 106],
      ]
        .map(([x, y]) => `<circle ${fill} cx="${x}" cy="${y}" r="22"/>`)
        .join('');
      return { back: '', front: curls };
    }
    case 'afro':
      return { back: `<ellipse ${fill} cx="200" cy="150" rx="112" ry="104"/>`, front: '' };
    case 'short':
      return {
        back: '',
        front: `<path ${fill} d="M134 170 C128 112 162 86 200 86 C240 86 272 112 266 170 C262 146 250 128 232 122 C210 128 180 126 160 120 C146 132 138 150 134 170 Z"/>`,
      };
    case 'side-part':
      return {
        back: '',
        front: `<path ${fill} d="M134 172 C126 110 166 84 204 86 C244 88 274 116 266 172 C260 138 246 120 226 114 C196 112 164 124 146 140 C140 150 136 160 134 172 Z"/>`,
      };
    case 'buzz':
      return {
        back: '',
        front: `<path ${fill} opacity="0.85" d="M134 160 C132 114 164 92 200 92 C236 92 268 114 266 160 C256 130 232 116 200 116 C168 116 144 130 134 160 Z"/>`,
      };
    case 'bald':
      return {
        back: '',
        front: `<path ${fill} opacity="0.8" d="M132 178 C130 160 134 150 140 146 L142 190 Z M268 178 C270 160 266 150 260 146 L258 190 Z"/>`,
      };
  }
}

/** The portrait of demo member number `index` (0-based): an SVG string, drawn on 400 x 400 and framed closer. */
export function portraitSvg(person: PortraitOf, index: number): string {
  const skin = pick(SKIN, index * 3 + (index >> 2));
  const skinShadow = shade(skin, 0.86);
  const older = person.age >= 52;
  const hairColour = older ? pick(GREY, index) : pick(HAIR, index * 5 + 1);
  const style = person.sex === 'female' ? pick(FEMALE_HAIR, index >> 1) : pick(MALE_HAIR, index >> 1);
  const clothes = pick(CLOTHES, index * 7 + 3);
  const [light, dark] = pick(BACKDROPS, index);
  const glasses = index % 5 === 2 || (older && index % 3 === 0);
  const beard = person.sex === 'male' && index % 4 !== 1;
  const earrings = person.sex === 'female' && index % 3 === 0;
  const smile = index % 3;
  const { back, front } = hair(style, hairColour);
  const brow = older ? shade(hairColour, 0.7) : shade(hairColour, 0.9);
  const mouth =
    smile === 0
      ? '<path d="M178 234 Q200 256 222 234 Q200 246 178 234 Z" fill="#8c3b36"/><path d="M184 236 Q200 244 216 236" stroke="#fff" stroke-width="3" fill="none"/>'
      : smile === 1
        ? `<path d="M180 236 Q200 250 220 236" stroke="${shade(skin, 0.55)}" stroke-width="4" fill="none" stroke-linecap="round"/>`
        : '<path d="M182 234 Q200 252 218 234 Z" fill="#9c4a44"/>';
  const beardShape = beard
    ? `<path fill="${hairColour}" opacity="${index % 2 === 0 ? 0.95 : 0.55}" d="M136 200 C138 250 166 276 200 278 C234 276 262 250 264 200 C256 236 236 246 226 244 C216 238 184 238 174 244 C164 246 144 236 136 200 Z"/>`
    : '';
  const lines = older
    ? `<path d="M160 166 Q170 162 180 166 M220 166 Q230 162 240 166" stroke="${shade(skin, 0.75)}" stroke-width="2" fill="none"/>`
    : '';
  const specs = glasses
    ? '<g fill="none" stroke="#2a2320" stroke-width="4"><rect x="154" y="170" width="38" height="28" rx="10"/><rect x="208" y="170" width="38" height="28" rx="10"/><path d="M192 182 Q200 176 208 182 M154 180 L136 176 M246 180 L264 176"/></g>'
    : '';
  const rings = earrings ? '<circle cx="132" cy="214" r="5" fill="#e2b644"/><circle cx="268" cy="214" r="5" fill="#e2b644"/>' : '';
  const neckline =
    index % 2 === 0
      ? `<path d="M172 292 L200 326 L228 292 Z" fill="${skinShadow}"/>`
      : `<path d="M168 292 Q200 312 232 292" stroke="${shade(clothes, 0.75)}" stroke-width="8" fill="none"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="40 36 320 320">
  <defs>
    <radialGradient id="bg" cx="35%" cy="30%" r="85%"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></radialGradient>
    <radialGradient id="face" cx="45%" cy="40%" r="65%"><stop offset="0" stop-color="${shade(skin, 1.06)}"/><stop offset="1" stop-color="${skinShadow}"/></radialGradient>
    <linearGradient id="cloth" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(clothes, 1.1)}"/><stop offset="1" stop-color="${shade(clothes, 0.8)}"/></linearGradient>
  </defs>
  <rect width="400" height="400" fill="url(#bg)"/>
  <circle cx="${60 + ((index * 37) % 280)}" cy="${50 + ((index * 53) % 120)}" r="46" fill="#fff" opacity="0.18"/>
  <circle cx="${330 - ((index * 29) % 240)}" cy="${90 + ((index * 41) % 90)}" r="30" fill="#fff" opacity="0.14"/>
  ${back}
  <path d="M48 400 C58 318 122 286 200 286 C278 286 342 318 352 400 Z" fill="url(#cloth)"/>
  <rect x="174" y="236" width="52" height="62" rx="20" fill="${skinShadow}"/>
  ${neckline}
  <ellipse cx="134" cy="196" rx="12" ry="18" fill="${skinShadow}"/>
  <ellipse cx="266" cy="196" rx="12" ry="18" fill="${skinShadow}"/>
  <ellipse cx="200" cy="180" rx="68" ry="86" fill="url(#face)"/>
  ${beardShape}
  ${front}
  <path d="M158 160 Q172 ${152 + (index % 3)} 186 160 M214 160 Q228 ${152 + (index % 3)} 242 160" stroke="${brow}" stroke-width="5" fill="none" stroke-linecap="round"/>
  <ellipse cx="172" cy="184" rx="7" ry="8" fill="#2b211d"/><ellipse cx="228" cy="184" rx="7" ry="8" fill="#2b211d"/>
  <circle cx="174" cy="181" r="2.2" fill="#fff"/><circle cx="230" cy="181" r="2.2" fill="#fff"/>
  ${lines}
  <path d="M200 192 Q194 212 202 216" stroke="${shade(skin, 0.7)}" stroke-width="3.5" fill="none" stroke-linecap="round"/>
  <circle cx="160" cy="214" r="12" fill="#e58a7a" opacity="0.18"/><circle cx="240" cy="214" r="12" fill="#e58a7a" opacity="0.18"/>
  ${mouth}
  ${specs}
  ${rings}
</svg>`;
}
