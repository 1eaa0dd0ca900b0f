/**
 * Listing photos and landlord avatars as small SVG illustrations drawn from a seed, so the app
 * never hot-links a third-party host and works offline (docs/product.md#sample-data). Paths are
 * served by the sample-data Vite plugin in dev and written into the build.
 */
export const PHOTO_COUNT = 40;
export const AVATAR_COUNT = 24;
export const MEDIA_DIR = 'media';

export const photoPath = (index: number) => `/${MEDIA_DIR}/photo-${index % PHOTO_COUNT}.svg`;
export const avatarPath = (index: number) => `/${MEDIA_DIR}/avatar-${index % AVATAR_COUNT}.svg`;

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360} ${s}% ${l}%)`;

function svg(body: string, width = 800, height = 600): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

function windowPane(x: number, y: number, w: number, h: number, sky: string): string {
  return (
    `<rect x="${x - 8}" y="${y - 8}" width="${w + 16}" height="${h + 16}" fill="#fff"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${sky}"/>` +
    `<circle cx="${x + w * 0.75}" cy="${y + h * 0.3}" r="${h * 0.12}" fill="#fff6d5"/>` +
    `<path d="M${x} ${y + h}l${w * 0.3} -${h * 0.35} ${w * 0.25} ${h * 0.2} ${w * 0.45} -${h * 0.3}v${h * 0.45}z" fill="#9fc59a"/>` +
    `<rect x="${x + w / 2 - 4}" y="${y}" width="8" height="${h}" fill="#fff"/>`
  );
}

function plant(x: number, y: number, green: string): string {
  return (
    `<path d="M${x - 22} ${y}h44l-8 50h-28z" fill="#b86f4b"/>` +
    `<ellipse cx="${x - 18}" cy="${y - 30}" rx="16" ry="34" fill="${green}" transform="rotate(-25 ${x - 18} ${y - 30})"/>` +
    `<ellipse cx="${x + 18}" cy="${y - 32}" rx="16" ry="36" fill="${green}" transform="rotate(25 ${x + 18} ${y - 32})"/>` +
    `<ellipse cx="${x}" cy="${y - 46}" rx="14" ry="40" fill="${green}"/>`
  );
}

function bedroom(hue: number): string {
  const sky = `url(#sky)`;
  return (
    `<rect width="800" height="430" fill="${hsl(hue, 30, 88)}"/>` +
    `<rect y="430" width="800" height="170" fill="${hsl(30, 35, 62)}"/>` +
    windowPane(90, 90, 200, 180, sky) +
    `<rect x="400" y="110" width="150" height="110" fill="${hsl(hue + 160, 35, 70)}" stroke="#fff" stroke-width="10"/>` +
    `<rect x="340" y="300" width="400" height="190" rx="12" fill="${hsl(hue, 25, 35)}"/>` +
    `<rect x="350" y="340" width="380" height="90" rx="14" fill="#fbfbf8"/>` +
    `<rect x="370" y="318" width="120" height="50" rx="20" fill="#fff"/>` +
    `<rect x="520" y="372" width="210" height="110" rx="10" fill="${hsl(hue, 55, 55)}"/>` +
    `<rect x="230" y="400" width="80" height="90" fill="${hsl(30, 30, 45)}"/>` +
    `<path d="M250 400l20 -70 20 70z" fill="${hsl(hue + 40, 70, 80)}"/>` +
    plant(110, 470, hsl(120, 35, 38))
  );
}

function livingRoom(hue: number): string {
  return (
    `<rect width="800" height="440" fill="${hsl(hue + 20, 22, 90)}"/>` +
    `<rect y="440" width="800" height="160" fill="${hsl(35, 30, 70)}"/>` +
    windowPane(500, 80, 220, 200, 'url(#sky)') +
    `<ellipse cx="330" cy="540" rx="260" ry="40" fill="${hsl(hue + 180, 30, 60)}"/>` +
    `<rect x="110" y="320" width="420" height="150" rx="28" fill="${hsl(hue, 45, 45)}"/>` +
    `<rect x="140" y="290" width="360" height="90" rx="24" fill="${hsl(hue, 45, 52)}"/>` +
    `<rect x="150" y="360" width="150" height="60" rx="16" fill="${hsl(hue, 40, 60)}"/>` +
    `<rect x="320" y="360" width="150" height="60" rx="16" fill="${hsl(hue, 40, 60)}"/>` +
    `<rect x="90" y="110" width="280" height="14" fill="${hsl(30, 30, 40)}"/>` +
    `<rect x="110" y="60" width="22" height="50" fill="${hsl(hue + 90, 50, 50)}"/>` +
    `<rect x="136" y="70" width="18" height="40" fill="${hsl(hue + 200, 50, 55)}"/>` +
    `<rect x="158" y="56" width="26" height="54" fill="${hsl(hue + 300, 40, 45)}"/>` +
    plant(700, 480, hsl(110, 40, 35))
  );
}

function kitchen(hue: number): string {
  return (
    `<rect width="800" height="600" fill="${hsl(hue, 18, 92)}"/>` +
    windowPane(300, 70, 200, 150, 'url(#sky)') +
    `<rect y="250" width="800" height="60" fill="${hsl(hue + 180, 25, 80)}"/>` +
    `<rect y="310" width="800" height="30" fill="${hsl(30, 25, 40)}"/>` +
    `<rect y="340" width="800" height="260" fill="${hsl(hue, 35, 48)}"/>` +
    [40, 200, 360, 520]
      .map(
        (x) =>
          `<rect x="${x}" y="360" width="140" height="200" rx="6" fill="${hsl(hue, 35, 54)}"/><rect x="${x + 60}" y="380" width="20" height="6" rx="3" fill="#eee"/>`,
      )
      .join('') +
    `<rect x="660" y="120" width="120" height="440" rx="10" fill="#e9eef2"/><rect x="670" y="250" width="100" height="4" fill="#c7d0d6"/>` +
    `<rect x="40" y="60" width="220" height="140" rx="6" fill="${hsl(hue, 35, 54)}"/>` +
    `<path d="M580 0v90" stroke="#333" stroke-width="3"/><path d="M550 120a30 30 0 0 1 60 0z" fill="${hsl(hue + 40, 70, 55)}"/>`
  );
}

function exterior(hue: number): string {
  const windows: string[] = [];
  for (let row = 0; row < 4; row += 1) {
    for (let col = 0; col < 5; col += 1) {
      windows.push(
        `<rect x="${210 + col * 80}" y="${120 + row * 85}" width="46" height="60" fill="${(row + col) % 3 === 0 ? '#fbe8a6' : '#bcd4e6'}" stroke="#fff" stroke-width="4"/>`,
      );
    }
  }
  return (
    `<rect width="800" height="600" fill="url(#sky)"/>` +
    `<rect x="180" y="90" width="440" height="440" fill="${hsl(hue, 40, 62)}"/>` +
    `<rect x="170" y="80" width="460" height="20" fill="${hsl(hue, 30, 40)}"/>` +
    windows.join('') +
    `<rect x="370" y="460" width="60" height="70" fill="${hsl(hue, 30, 30)}"/>` +
    `<rect y="530" width="800" height="70" fill="#a7a9ac"/>` +
    `<circle cx="90" cy="420" r="70" fill="#5f9a5a"/><rect x="84" y="470" width="12" height="60" fill="#7a5a3a"/>` +
    `<circle cx="710" cy="400" r="80" fill="#6aa564"/><rect x="704" y="460" width="12" height="70" fill="#7a5a3a"/>`
  );
}

const scenes = [bedroom, livingRoom, exterior, kitchen];

export function renderPhoto(index: number): string {
  const hue = (index * 47) % 360;
  const scene = scenes[index % scenes.length] ?? bedroom;
  const defs = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(205, 70, 68)}"/><stop offset="1" stop-color="${hsl(200, 70, 88)}"/></linearGradient></defs>`;
  return svg(defs + scene(hue));
}

export function renderAvatar(index: number): string {
  const hue = (index * 67) % 360;
  return svg(
    `<rect width="96" height="96" fill="${hsl(hue, 45, 82)}"/>` +
      `<circle cx="48" cy="38" r="18" fill="${hsl(hue, 35, 38)}"/>` +
      `<path d="M14 96c2-22 16-34 34-34s32 12 34 34z" fill="${hsl(hue, 35, 38)}"/>`,
    96,
    96,
  );
}

/** Every media file as [path without leading slash, SVG text]. */
export function allMedia(): Array<[string, string]> {
  const photos = Array.from({ length: PHOTO_COUNT }, (_, i) => [photoPath(i).slice(1), renderPhoto(i)] as [string, string]);
  const avatars = Array.from({ length: AVATAR_COUNT }, (_, i) => [avatarPath(i).slice(1), renderAvatar(i)] as [string, string]);
  return [...photos, ...avatars];
}
