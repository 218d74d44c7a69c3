// Demo panorama images for the mock (the spec's examples point at /api/mock-assets/panorama/<point>-<progress>.svg):
// a 2:1 equirectangular-looking site scene whose buildings rise with <progress> (0–100), so two shots of one point
// differ the way a progress comparison expects. A real back-end returns its own image service's addresses.

const PATH = /^\/mock-assets\/panorama\/(\d{1,3})-(\d{1,3})\.svg$/;

/** The SVG for a /mock-assets/panorama/… path, or undefined when the path is not one. */
export function panoramaImage(pathname: string): string | undefined {
  const m = PATH.exec(pathname);
  if (!m) return undefined;
  const point = Number(m[1]);
  const progress = Math.min(100, Number(m[2]));
  const W = 2048;
  const H = 1024;
  const ground = 640;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    '<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fb8e6"/><stop offset="1" stop-color="#dcecf8"/></linearGradient></defs>',
    `<rect width="${W}" height="${ground}" fill="url(#sky)"/>`,
    `<rect y="${ground}" width="${W}" height="${H - ground}" fill="#b59a76"/>`,
    `<path d="M0 ${ground} Q ${W / 4} ${ground - 60} ${W / 2} ${ground} T ${W} ${ground}" fill="#8fa88a"/>`,
  ];
  // Eight buildings around the horizon; each rises to its full height as progress goes to 100.
  for (let i = 0; i < 8; i += 1) {
    const x = 80 + i * 250 + ((point * 37 + i * 53) % 60);
    const full = 220 + ((point * 71 + i * 97) % 240);
    const h = Math.round((full * progress) / 100);
    const floors = Math.floor(h / 24);
    parts.push(`<rect x="${x}" y="${ground - h}" width="140" height="${h}" fill="#9aa5b1" stroke="#6b7785"/>`);
    for (let f = 1; f < floors; f += 1) {
      parts.push(`<line x1="${x}" y1="${ground - f * 24}" x2="${x + 140}" y2="${ground - f * 24}" stroke="#7d8894"/>`);
    }
    if (progress < 100) {
      // Scaffolding on the floors still being built.
      parts.push(
        `<rect x="${x - 6}" y="${ground - h - 30}" width="152" height="30" fill="none" stroke="#e0a030" stroke-width="3"/>`,
      );
    }
  }
  // A tower crane near the point's own building.
  const cx = 300 + point * 120;
  parts.push(
    `<g stroke="#f0a000" stroke-width="8" fill="none"><line x1="${cx}" y1="${ground}" x2="${cx}" y2="${ground - 520}"/><line x1="${cx - 120}" y1="${ground - 500}" x2="${cx + 380}" y2="${ground - 500}"/></g>`,
    `<text x="40" y="${H - 40}" font-size="40" fill="#ffffff" font-family="sans-serif">点位 ${point} · 形象进度 ${progress}%</text>`,
    '</svg>',
  );
  return parts.join('');
}
