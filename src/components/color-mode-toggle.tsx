import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { toggleDarkMode } from '@/lib/color-mode';
import { useStoredState } from '@/lib/session';
import { MoonIcon, SunIcon } from './icons';

/** Dark mode on/off, remembered as `isDarkMode` (off by default). */
export function ColorModeToggle(props: Omit<IconButtonProps, 'aria-label'>) {
  const { t } = useTranslation();
  const isDark = useStoredState((state) => state.isDarkMode);
  return (
    <IconButton
      variant="ghost"
      size="sm"
      onClick={toggleDarkMode}
      aria-pressed={isDark}
      aria-label={t(isDark ? 'common.color_mode.to_light' : 'common.color_mode.to_dark')}
      {...props}
    >
      {isDark ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}
