import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * Lays out and paints an element only when it comes near the screen (`content-visibility: auto`);
 * until then it takes `placeholder` of height, and once seen it keeps its real size. Long pages of
 * cards spent most of their first layout on a phone on cards nobody had scrolled to yet.
 */
export function skippedOffscreen(placeholder: string): SystemStyleObject {
  return { contentVisibility: 'auto', containIntrinsicSize: `auto ${placeholder}` };
}
