import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { Volume2, VolumeX } from 'lucide-react';
import { useEffect, useState, type RefObject } from 'react';
import { dropSound, takeSound } from '@/lib/playback';

interface Props extends Omit<IconButtonProps, 'aria-label' | 'onClick'> {
  videoRef: RefObject<HTMLVideoElement | null>;
}

/** "Unmute" / "Mute" for one video; unmuting it mutes every other video on the page. */
export function SoundToggle({ videoRef, ...props }: Props) {
  const [muted, setMuted] = useState(() => videoRef.current?.muted ?? true);

  useEffect(() => {
    const element = videoRef.current;
    if (!element) return;
    const sync = () => setMuted(element.muted);
    sync();
    element.addEventListener('volumechange', sync);
    return () => element.removeEventListener('volumechange', sync);
  }, [videoRef]);

  const toggle = () => {
    const element = videoRef.current;
    if (!element) return;
    if (element.muted) takeSound(element);
    else dropSound(element);
    setMuted(element.muted);
  };

  return (
    <IconButton
      aria-label={muted ? 'Unmute' : 'Mute'}
      onClick={toggle}
      rounded="full"
      variant="solid"
      bg="blackAlpha.700"
      color="white"
      _hover={{ bg: 'blackAlpha.800' }}
      minW="11"
      h="11"
      {...props}
    >
      {muted ? <VolumeX /> : <Volume2 />}
    </IconButton>
  );
}
