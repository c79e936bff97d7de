import { Box, Container, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { BrandLink } from './common/brand-link';
import { PreferenceButtons } from './common/preference-buttons';
import { MAIN_CONTENT_ID, SkipLink } from './common/skip-link';

/** The `default` layout: bare pages (login, OTP, error screens) with just the brand and preferences. */
export function DefaultLayout() {
  return (
    <Flex direction="column" minH="100dvh" data-layout="default">
      <SkipLink />
      <Box as="header" borderBottomWidth="1px" bg="bg.panel">
        <Container maxW="6xl" py="3" display="flex" alignItems="center" gap="3">
          <BrandLink />
          <Box flex="1" />
          <PreferenceButtons />
        </Container>
      </Box>
      <Box as="main" id={MAIN_CONTENT_ID} flex="1" tabIndex={-1}>
        <Outlet />
      </Box>
    </Flex>
  );
}

export const Component = DefaultLayout;
