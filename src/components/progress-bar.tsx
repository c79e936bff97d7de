import { Box } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/** Each tick closes a tenth of the gap to 90 %, so the bar slows down but never claims to be done. */
const TICK_MS = 200;
const CREEP_TARGET = 90;

/**
 * The page-level loading bar of spec §2: starts when a page begins loading, creeps towards 90 %,
 * jumps to 100 % when it is ready and fades out.
 */
export function ProgressBar({ active }: { active: boolean }) {
  const [progress, setProgress] = useState(active ? 10 : 0);
  const [visible, setVisible] = useState(active);

  useEffect(() => {
    if (active) {
      setVisible(true);
      setProgress((value) => (value >= CREEP_TARGET ? 10 : Math.max(value, 10)));
      const timer = setInterval(
        () => setProgress((value) => value + (CREEP_TARGET - value) * 0.1),
        TICK_MS,
      );
      return () => clearInterval(timer);
    }
    setProgress((value) => (value > 0 ? 100 : 0));
    const hide = setTimeout(() => {
      setVisible(false);
      setProgress(0);
    }, 300);
    return () => clearTimeout(hide);
  }, [active]);

  return (
    <Box
      role="progressbar"
      aria-hidden={!visible}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      position="fixed"
      top="0"
      insetInlineStart="0"
      height="3px"
      width={`${progress}%`}
      bg="brand.solid"
      opacity={visible ? 1 : 0}
      transition="width 0.2s ease-out, opacity 0.3s ease"
      zIndex="max"
      pointerEvents="none"
    />
  );
}

/** The progress bar driven by the router: any pending navigation (lazy chunk, loader) shows it. */
export function RouteProgressBar() {
  const navigation = useNavigation();
  return <ProgressBar active={navigation.state !== 'idle'} />;
}
