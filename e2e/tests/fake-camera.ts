import { writeFileSync } from 'node:fs';
import { encode } from 'uqr';

/**
 * A Y4M video (what Chromium's --use-file-for-fake-video-capture plays, looping) of a QR code of `text` centred
 * on white: the phone's camera in tests. Frames are I420: the Y plane carries the picture, U and V stay grey.
 */
export function writeQrVideo(
  path: string,
  text: string,
  { width = 960, height = 720, scale = 8, frames = 3 } = {},
) {
  const qr = encode(text, { ecc: 'M', border: 2 });
  const side = qr.size * scale;
  if (side > height * 0.4) throw new Error('The code would not fit the scanner region of interest');
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  const luma = Buffer.alloc(width * height, 255);
  for (let y = 0; y < side; y++) {
    const row = qr.data[Math.floor(y / scale)] ?? [];
    for (let x = 0; x < side; x++) {
      if (row[Math.floor(x / scale)]) luma[(top + y) * width + left + x] = 0;
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
