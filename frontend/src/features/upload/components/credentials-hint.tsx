import { HStack, Text } from '@chakra-ui/react';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';

const C2PA_TYPES = new Set(['video/mp4', 'video/quicktime']);

/** "Content Credentials found: OpenAI Sora" once the chosen file turns out to carry a C2PA manifest. */
export function CredentialsHint({ file }: { file: File | null }) {
  const [found, setFound] = useState<{ file: File; generator: string } | null>(null);

  useEffect(() => {
    if (!file || !C2PA_TYPES.has(file.type)) return;
    let current = true;
    import('@/lib/content-credentials/read-file-credentials')
      .then(({ readFileCredentials }) => readFileCredentials(file))
      .then((generator) => current && generator && setFound({ file, generator }))
      .catch(() => undefined); // only a hint: the server reads the credentials anyway
    return () => {
      current = false;
    };
  }, [file]);

  if (!found || found.file !== file) return null;
  return (
    <HStack gap="1.5" fontSize="sm" color="fg.muted" role="status">
      <ShieldCheck size={16} aria-hidden />
      <Text>Content Credentials found: {found.generator}</Text>
    </HStack>
  );
}
