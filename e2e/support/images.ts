// Test images made at run time (no binary fixtures in the repository).
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A real PNG (a colour gradient with noise) grown to exactly `size` bytes with a private chunk. */
export async function pngOfSize(size: number): Promise<Buffer> {
  const side = Math.min(512, Math.floor(Math.sqrt(size / 4)));
  const pixels = randomBytes(side * side * 3);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const i = (y * side + x) * 3;
      pixels[i] = Math.round((x / side) * 200) + (pixels[i]! % 40);
      pixels[i + 1] = 120 + (pixels[i + 1]! % 40);
      pixels[i + 2] = Math.round((y / side) * 200) + (pixels[i + 2]! % 40);
    }
  }
  const png = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const padding = size - png.length - 12;
  if (padding < 0) throw new Error(`a PNG of ${size} bytes is too small to build`);
  const typeAndData = Buffer.concat([Buffer.from('prVt'), Buffer.alloc(padding, 0x61)]);
  const chunk = Buffer.alloc(padding + 12);
  chunk.writeUInt32BE(padding, 0);
  typeAndData.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(typeAndData), padding + 8);
  const iend = png.length - 12; // IEND is the last 12 bytes
  return Buffer.concat([png.subarray(0, iend), chunk, png.subarray(iend)]);
}
