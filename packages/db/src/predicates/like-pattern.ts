/** `text` with LIKE's wildcards and escape character escaped, to match as typed inside a LIKE pattern. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
