import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The centred card every sign-in screen sits in. */
export function AuthCard({
  title,
  subtitle,
  children,
  above,
  head,
}: {
  /** The page head element (`<PageHead …/>`). */
  head?: ReactNode;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Shown above the heading inside the card, e.g. the sign-in / register tabs. */
  above?: ReactNode;
}) {
  return (
    <Container maxW="md" py={{ base: '6', md: '12' }} px={{ base: '4', md: '6' }}>
      {head}
      <Box bg="bg.panel" borderWidth="1px" rounded="xl" shadow="sm" p={{ base: '5', md: '8' }}>
        <Stack gap="5">
          {above}
          <Stack gap="1">
            <Heading as="h1" size="xl">
              {title}
            </Heading>
            {subtitle ? (
              <Text color="fg.muted" fontSize="sm">
                {subtitle}
              </Text>
            ) : null}
          </Stack>
          {children}
        </Stack>
      </Box>
    </Container>
  );
}
