import { open } from 'node:fs/promises';

const MAX_BOXES = 64;

/** The types of an ISO-BMFF (MP4/MOV) file's top-level boxes, in order, read from their headers only. */
export async function readTopLevelBoxes(path: string): Promise<string[]> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const header = Buffer.alloc(16);
    const types: string[] = [];
    let offset = 0;
    while (offset + 8 <= size && types.length < MAX_BOXES) {
      const { bytesRead } = await file.read(header, 0, 16, offset);
      if (bytesRead < 8) break;
      let boxSize = header.readUInt32BE(0);
      types.push(header.toString('latin1', 4, 8));
      if (boxSize === 1 && bytesRead >= 16) boxSize = Number(header.readBigUInt64BE(8));
      else if (boxSize === 0) break; // extends to the end of the file
      if (boxSize < 8) break;
      offset += boxSize;
    }
    return types;
  } finally {
    await file.close();
  }
}
