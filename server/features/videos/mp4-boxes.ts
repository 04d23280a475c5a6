import fs from 'node:fs/promises';

/**
 * Whether an MP4 file's top-level boxes (ISO BMFF: a 32-bit size, or 1 and a 64-bit size, then a type) all end
 * within the file. A fragmented MP4 cut short (browsers record those) still demuxes quietly up to the cut, so
 * ffmpeg alone cannot tell; its last box claiming bytes the file does not have can. A size of 0 (to the end of the
 * file) is allowed for the last box only, as the format says.
 */
export async function mp4BoxesComplete(file: string): Promise<boolean> {
  const handle = await fs.open(file, 'r');
  try {
    const { size: fileSize } = await handle.stat();
    const header = Buffer.alloc(16);
    let at = 0;
    while (at < fileSize) {
      const { bytesRead } = await handle.read(header, 0, 16, at);
      if (bytesRead < 8) return false;
      let size = header.readUInt32BE(0);
      if (size === 1) {
        if (bytesRead < 16) return false;
        size = Number(header.readBigUInt64BE(8));
      } else if (size === 0) return true;
      if (size < 8 || at + size > fileSize) return false;
      at += size;
    }
    return true;
  } finally {
    await handle.close();
  }
}
