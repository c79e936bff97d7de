import { createSystem, defaultConfig } from '@chakra-ui/react';
import { brandConfig } from './brand-config';

/** Chakra's default config (every recipe) with Dukkan's brand palette and fonts. */
export const system = createSystem(defaultConfig, brandConfig);
