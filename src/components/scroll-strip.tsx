import { HStack, type StackProps } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const FADE = '2.5rem';
const fade = (side: 'left' | 'right', both = false) =>
  both
    ? `linear-gradient(to right, transparent, #000 ${FADE}, #000 calc(100% - ${FADE}), transparent)`
    : side === 'right'
      ? `linear-gradient(to right, #000 calc(100% - ${FADE}), transparent)`
      : `linear-gradient(to left, #000 calc(100% - ${FADE}), transparent)`;

/**
 * A row of links that scrolls sideways on a narrow screen: the side with more links fades out
 * (the cue that the strip scrolls), in either reading direction, and the current page's link is
 * scrolled to the middle, clear of the fade.
 */
export function ScrollStrip({ children, ...props }: StackProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    const strip = ref.current;
    if (!strip) return;
    const update = () => {
      const max = strip.scrollWidth - strip.clientWidth;
      // RTL scrolls from 0 towards negative values in every current engine.
      const travelled = Math.abs(strip.scrollLeft);
      strip.toggleAttribute('data-more-start', travelled > 1);
      strip.toggleAttribute('data-more-end', travelled < max - 1);
    };
    strip
      .querySelector('[aria-current=page]')
      ?.scrollIntoView({ block: 'nearest', inline: 'center' });
    update();
    strip.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(strip);
    return () => {
      strip.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [pathname]);

  return (
    <HStack
      ref={ref}
      overflowX="auto"
      css={{
        scrollbarWidth: 'none',
        '&[data-more-end]': { maskImage: fade('right') },
        '&[data-more-start]': { maskImage: fade('left') },
        '&[data-more-start][data-more-end]': { maskImage: fade('left', true) },
        '[dir=rtl] &[data-more-end]': { maskImage: fade('left') },
        '[dir=rtl] &[data-more-start]': { maskImage: fade('right') },
        '[dir=rtl] &[data-more-start][data-more-end]': { maskImage: fade('left', true) },
      }}
      {...props}
    >
      {children}
    </HStack>
  );
}
