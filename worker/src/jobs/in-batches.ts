/** Runs `batch` (which handles at most `size` rows and answers how many) until one comes back short; answers the total. */
export async function inBatches(size: number, batch: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await batch();
    total += done;
    if (done < size) return total;
  }
}
