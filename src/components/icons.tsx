import { Icon, type IconProps } from '@chakra-ui/react';

/** Mirrors an icon that points along the reading direction (sign-out, back, next) in RTL. */
const MIRROR_IN_RTL = { '[dir=rtl] &': { transform: 'scaleX(-1)' } } as const;

/**
 * A few stroke icons drawn inline (no icon library in the first load). `directional` icons point
 * along the reading direction, so they mirror in RTL; the others (menu, sun, eye) never do.
 */
function makeIcon(paths: string[], { directional = false }: { directional?: boolean } = {}) {
  return function StrokeIcon(props: IconProps) {
    return (
      <Icon boxSize="5" css={directional ? MIRROR_IN_RTL : undefined} {...props} asChild>
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          {paths.map((d) => (
            <path key={d} d={d} />
          ))}
        </svg>
      </Icon>
    );
  };
}

export const MenuIcon = makeIcon(['M4 6h16', 'M4 12h16', 'M4 18h16']);
export const CartIcon = makeIcon([
  'M3 3h2l2.4 12.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6',
  'M9 21h.01',
  'M18 21h.01',
]);
export const UserIcon = makeIcon([
  'M20 21a8 8 0 0 0-16 0',
  'M12 13a5 5 0 1 0 0-10 5 5 0 0 0 0 10z',
]);
export const SunIcon = makeIcon([
  'M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10z',
  'M12 1v2',
  'M12 21v2',
  'M4.2 4.2l1.4 1.4',
  'M18.4 18.4l1.4 1.4',
  'M1 12h2',
  'M21 12h2',
  'M4.2 19.8l1.4-1.4',
  'M18.4 5.6l1.4-1.4',
]);
export const MoonIcon = makeIcon(['M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z']);
export const LanguageIcon = makeIcon([
  'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z',
  'M2 12h20',
  'M12 2a15 15 0 0 1 0 20',
  'M12 2a15 15 0 0 0 0 20',
]);
export const LogoutIcon = makeIcon(
  ['M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4', 'M16 17l5-5-5-5', 'M21 12H9'],
  { directional: true },
);
export const EyeIcon = makeIcon([
  'M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z',
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
]);
export const EyeOffIcon = makeIcon([
  'M17.9 17.9A10.1 10.1 0 0 1 12 20c-7 0-11-8-11-8a18.5 18.5 0 0 1 5.1-5.9',
  'M9.9 4.2A9.1 9.1 0 0 1 12 4c7 0 11 8 11 8a18.5 18.5 0 0 1-2.2 3.2',
  'M1 1l22 22',
]);
export const ChevronDownIcon = makeIcon(['M6 9l6 6 6-6']);
export const CopyIcon = makeIcon([
  'M20 9h-9a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h9a2 2 0 0 0 2-2v-9a2 2 0 0 0-2-2z',
  'M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1',
]);
export const BellIcon = makeIcon([
  'M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9',
  'M10.3 21a1.94 1.94 0 0 0 3.4 0',
]);
export const ChatIcon = makeIcon(['M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z']);
export const SendIcon = makeIcon(['M22 2 11 13', 'M22 2l-7 20-4-9-9-4 20-7z']);
export const ImageIcon = makeIcon([
  'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z',
  'M8.5 10a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  'M21 15l-5-5L5 21',
]);
