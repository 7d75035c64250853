import { chakra } from '@chakra-ui/react';

/** Lowercase without accents, as the server matches. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** `text` with each word that starts with one of `words` (the words the results matched) marked. */
export function Highlighted({ text, words }: { text: string; words: string[] }) {
  const wanted = words.map(folded).filter(Boolean);
  if (wanted.length === 0) return <>{text}</>;
  return (
    <>
      {text.split(/([\p{L}\p{N}]+)/u).map((part, index) =>
        index % 2 === 1 && wanted.some((word) => folded(part).startsWith(word)) ? (
          <chakra.mark key={index} bg="yellow.subtle" color="inherit" rounded="sm" px="0.5">
            {part}
          </chakra.mark>
        ) : (
          part
        ),
      )}
    </>
  );
}
