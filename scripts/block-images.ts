/** The sample pictures the ready-made blocks show until a marketer puts in their own: drawn with CSS, no stock photos. */
export interface BlockImage {
  file: string;
  width: number;
  height: number;
  html: string;
}

const scene = (sky: string, ground: string, extra = '') =>
  `<div style="position:relative;width:100%;height:100vh;overflow:hidden;background:${sky}">
    <div style="position:absolute;left:-10%;right:-10%;bottom:-30%;height:70%;border-radius:50%;background:${ground}"></div>${extra}</div>`;
const sun = (color: string, left: string, top: string, size: string) =>
  `<div style="position:absolute;left:${left};top:${top};width:${size};height:${size};border-radius:50%;background:${color};filter:blur(1px)"></div>`;
const shape = (style: string) => `<div style="position:absolute;${style}"></div>`;

const photo = (file: string, sky: string, ground: string, extra: string): BlockImage => ({
  file,
  width: 600,
  height: 400,
  html: scene(sky, ground, extra),
});

const product = (file: string, background: string, item: string): BlockImage => ({
  file,
  width: 400,
  height: 400,
  html: `<div style="position:relative;width:400px;height:400px;background:${background}">
    ${shape('left:40px;right:40px;bottom:36px;height:18px;border-radius:50%;background:rgba(0,0,0,.12)')}${item}</div>`,
});

const icon = (file: string, glyph: string): BlockImage => ({
  file,
  width: 96,
  height: 96,
  html: `<div style="width:96px;height:96px;border-radius:50%;background:#1d6b4f;color:#fff;display:flex;align-items:center;justify-content:center;font:700 44px 'DejaVu Sans',sans-serif">${glyph}</div>`,
});

const social = (file: string, background: string, text: string, size = 30): BlockImage => ({
  file,
  width: 64,
  height: 64,
  html: `<div style="width:64px;height:64px;border-radius:50%;background:${background};color:#fff;display:flex;align-items:center;justify-content:center;font:700 ${size}px 'DejaVu Sans',sans-serif">${text}</div>`,
});

const wordmark = (file: string, color: string): BlockImage => ({
  file,
  width: 360,
  height: 96,
  html: `<div style="width:360px;height:96px;display:flex;align-items:center;justify-content:center;gap:14px;font:700 40px 'DejaVu Serif',serif;color:${color};letter-spacing:1px">
    <span style="display:inline-block;width:44px;height:44px;border-radius:50% 0;background:${color === '#ffffff' ? '#cfe8dc' : '#1d6b4f'}"></span>Juniper &amp; Oak</div>`,
});

export const BLOCK_IMAGES: readonly BlockImage[] = [
  wordmark('logo.png', '#1f2328'),
  wordmark('logo-light.png', '#ffffff'),
  {
    file: 'hero-garden.jpg',
    width: 1200,
    height: 640,
    html: scene(
      'linear-gradient(180deg,#f7d9a8 0%,#f3b88b 55%,#e9a27c 100%)',
      'linear-gradient(180deg,#5f8f5a,#2f5d3a)',
      sun('#fff3c4', '68%', '14%', '150px') +
        shape('left:18%;bottom:22%;width:64%;height:26px;border-radius:6px;background:#8a5a3b') +
        shape('left:24%;bottom:6%;width:14px;height:120px;background:#6b4329') +
        shape('right:24%;bottom:6%;width:14px;height:120px;background:#6b4329') +
        shape(
          'left:34%;bottom:calc(22% + 26px);width:70px;height:52px;border-radius:0 0 30px 30px;background:#fbf8f3',
        ) +
        shape(
          'left:52%;bottom:calc(22% + 26px);width:110px;height:18px;border-radius:50%;background:#e6efe9',
        ),
    ),
  },
  {
    file: 'hero-kitchen.jpg',
    width: 1200,
    height: 640,
    html: scene(
      'linear-gradient(135deg,#35584a,#1f3a30)',
      'linear-gradient(180deg,#a0704c,#6b4329)',
      shape('left:10%;top:12%;width:28%;height:40%;border-radius:8px;background:#cfe8dc;opacity:.35') +
        shape('right:14%;top:18%;width:160px;height:160px;border-radius:50%;background:#e9c46a;opacity:.6'),
    ),
  },
  photo(
    'photo-1.jpg',
    'linear-gradient(160deg,#d8c3a5,#b08968)',
    'radial-gradient(circle at 50% 30%,#8d6e63,#5d4037)',
    shape(
      'left:36%;top:28%;width:28%;height:30%;border-radius:0 0 50% 50%;background:#c9a27e;border-top:10px solid #e0c3a3',
    ),
  ),
  photo(
    'photo-2.jpg',
    'linear-gradient(180deg,#efe6da,#dccbb5)',
    'linear-gradient(180deg,#a47551,#7b5539)',
    shape('left:22%;top:34%;width:26%;height:22%;border-radius:0 0 50% 50%;background:#6f8f7f') +
      shape('left:50%;top:30%;width:28%;height:26%;border-radius:0 0 50% 50%;background:#c26d4a') +
      shape('left:30%;top:18%;width:36%;height:20%;border-radius:0 0 50% 50%;background:#e8dcc8'),
  ),
  photo(
    'photo-3.jpg',
    'linear-gradient(180deg,#f6efe6,#eadfcd)',
    'linear-gradient(180deg,#d9c7b0,#bfa88c)',
    shape(
      'left:14%;top:40%;width:30%;height:16%;border-radius:4px;background:#9fb8a8;transform:rotate(-6deg)',
    ) +
      shape(
        'left:52%;top:28%;width:26%;height:36%;border-radius:50%;background:#fbf8f3;border:8px solid #e0d5c3',
      ),
  ),
  photo(
    'photo-4.jpg',
    'linear-gradient(180deg,#f4f1ea,#e4ddcf)',
    'linear-gradient(180deg,#cdbfa9,#b4a48a)',
    shape('left:18%;top:46%;width:64%;height:10%;border-radius:6px;background:#a0704c') +
      shape('left:22%;top:56%;width:4%;height:22%;background:#7b5539') +
      shape('right:22%;top:56%;width:4%;height:22%;background:#7b5539') +
      shape('right:10%;top:10%;width:22%;height:34%;border-radius:6px;background:#cfe8dc'),
  ),
  photo(
    'photo-5.jpg',
    'linear-gradient(180deg,#e8e1d6,#d4c8b6)',
    'linear-gradient(180deg,#8a6e55,#6b5440)',
    shape('left:24%;top:20%;width:52%;height:50%;border-radius:40px 40px 12px 12px;background:#b9a48c') +
      shape(
        'left:34%;top:30%;width:44%;height:46%;border-radius:10px;background:#2f5d4a;transform:rotate(8deg)',
      ),
  ),
  photo(
    'photo-6.jpg',
    'linear-gradient(180deg,#dff0f7,#cfe6d8)',
    'linear-gradient(180deg,#e6d5bf,#cdb797)',
    [20, 42, 64]
      .map(
        (left) =>
          shape(`left:${left}%;top:48%;width:16%;height:22%;border-radius:0 0 20px 20px;background:#c26d4a`) +
          shape(
            `left:${left + 1}%;top:22%;width:14%;height:28%;border-radius:50% 50% 20% 20%;background:#4f8a5b`,
          ),
      )
      .join(''),
  ),
  product(
    'product-mug.jpg',
    'linear-gradient(180deg,#f3f7f5,#e2ebe6)',
    shape(
      'left:120px;top:120px;width:140px;height:170px;border-radius:10px 10px 28px 28px;background:#8fb8a0',
    ) +
      shape(
        'left:244px;top:160px;width:50px;height:70px;border-radius:0 36px 36px 0;border:14px solid #8fb8a0;border-left:none',
      ),
  ),
  product(
    'product-candle.jpg',
    'linear-gradient(180deg,#fbf3e6,#f0e2cc)',
    shape('left:130px;top:140px;width:140px;height:160px;border-radius:14px;background:#b5651d;opacity:.85') +
      shape('left:150px;top:190px;width:100px;height:60px;border-radius:4px;background:#fbf8f3') +
      shape('left:196px;top:112px;width:8px;height:30px;border-radius:4px;background:#3b2f2f') +
      shape(
        'left:190px;top:84px;width:20px;height:32px;border-radius:50% 50% 50% 50%/60% 60% 40% 40%;background:#f4a261',
      ),
  ),
  product(
    'product-plant.jpg',
    'linear-gradient(180deg,#eef5f0,#dce9df)',
    shape('left:130px;top:210px;width:140px;height:100px;border-radius:0 0 30px 30px;background:#c26d4a') +
      shape('left:150px;top:70px;width:100px;height:150px;border-radius:50%;background:#6d9c6b') +
      shape('left:110px;top:110px;width:80px;height:110px;border-radius:50%;background:#4f8a5b') +
      shape('left:210px;top:100px;width:80px;height:120px;border-radius:50%;background:#5a9366'),
  ),
  product(
    'product-lamp.jpg',
    'linear-gradient(180deg,#f6f1ea,#ebe1d2)',
    shape(
      'left:120px;top:70px;width:160px;height:110px;clip-path:polygon(20% 0,80% 0,100% 100%,0 100%);background:#efe3cf',
    ) +
      shape('left:192px;top:180px;width:16px;height:110px;background:#a0704c') +
      shape('left:140px;top:290px;width:120px;height:20px;border-radius:10px;background:#7b5539'),
  ),
  product(
    'product-throw.jpg',
    'linear-gradient(180deg,#f3f7f5,#e0e9e3)',
    shape(
      'left:90px;top:130px;width:220px;height:150px;border-radius:16px;background:repeating-linear-gradient(90deg,#2f5d4a 0 18px,#3d7560 18px 36px)',
    ) + shape('left:90px;top:250px;width:220px;height:30px;border-radius:0 0 16px 16px;background:#24483a'),
  ),
  {
    file: 'avatar.jpg',
    width: 160,
    height: 160,
    html: `<div style="width:160px;height:160px;background:linear-gradient(135deg,#cfe8dc,#8fb8a0);display:flex;align-items:center;justify-content:center;font:700 56px 'DejaVu Sans',sans-serif;color:#14271f">MA</div>`,
  },
  icon('icon-delivery.png', '&#10148;'),
  icon('icon-returns.png', '&#8634;'),
  icon('icon-support.png', '&#9993;'),
  social('social-facebook.png', '#1877f2', 'f', 36),
  social('social-instagram.png', 'linear-gradient(45deg,#f09433,#dc2743,#bc1888)', '&#9711;', 30),
  social('social-x.png', '#000000', 'X', 30),
  social('social-linkedin.png', '#0a66c2', 'in', 28),
  social('social-youtube.png', '#ff0000', '&#9654;', 26),
];
