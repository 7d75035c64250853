import { open } from 'node:fs/promises';

/** The usertype of the top-level `uuid` box that carries a C2PA manifest store in ISO BMFF (MP4, MOV). */
const C2PA_BOX_UUID = Buffer.from('d8fec3d61b0e483c92975828877ec481', 'hex');
/** Fragmented MP4s have a moof and an mdat per fragment; past this many boxes we stop looking. */
const MAX_BOXES = 100_000;

/**
 * Whether the file has a top-level C2PA box, read from box headers alone (a few bytes per box): most
 * uploads have none, and then the library, which would read up to 50 MB of them whole, is not run.
 */
export async function hasManifestBox(path: string): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const header = Buffer.alloc(32);
    for (let offset = 0, boxes = 0; offset + 8 <= size && boxes < MAX_BOXES; boxes++) {
      const { bytesRead } = await file.read(header, 0, header.length, offset);
      let boxSize = header.readUInt32BE(0);
      let headerSize = 8;
      if (boxSize === 1) {
        if (bytesRead < 16) return false;
        boxSize = Number(header.readBigUInt64BE(8));
        headerSize = 16;
      } else if (boxSize === 0) boxSize = size - offset; // to the end of the file
      const usertype = header.subarray(headerSize, headerSize + 16);
      if (header.toString('latin1', 4, 8) === 'uuid' && usertype.equals(C2PA_BOX_UUID)) return true;
      if (boxSize < headerSize) return false;
      offset += boxSize;
    }
    return false;
  } finally {
    await file.close();
  }
}
