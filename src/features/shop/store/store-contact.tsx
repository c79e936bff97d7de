import {
  Box,
  Button,
  Heading,
  HStack,
  Link as ChakraLink,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { telegramLink, whatsappLink } from '@domain/contact/phone';
import type { StoreDetail } from '@domain/contracts/catalogue-stores.contract';
import { useTranslation } from 'react-i18next';
import { LtrText } from '@/components/ltr-text';
import { composeAddress, localizeDigits } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

function MapLink({ href }: { href: string | null }) {
  const { t } = useTranslation();
  if (!href) return null;
  return (
    <ChakraLink
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      fontSize="sm"
      color="brand.fg"
    >
      {t('catalogue.store.open_map')}
    </ChakraLink>
  );
}

/** Address, messaging links from the store's phone (spec §5) and the branches with map links. */
export function StoreContact({ store }: { store: StoreDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const phone = store.whatsapp ?? store.phone;
  return (
    <Stack gap="4">
      <Stack gap="2" borderWidth="1px" rounded="xl" p="4" bg="bg.panel">
        <Text fontWeight="semibold">{t('catalogue.store.address')}</Text>
        <Text>
          {composeAddress(
            { street: store.address, area: store.area, governorate: store.governorate },
            language,
          )}
        </Text>
        <MapLink href={store.location} />
        <HStack gap="2" wrap="wrap">
          <Button asChild size="sm" colorPalette="green" variant="subtle">
            <a href={whatsappLink(phone)} target="_blank" rel="noopener noreferrer">
              {t('catalogue.actions.whatsapp')}
            </a>
          </Button>
          <Button asChild size="sm" colorPalette="blue" variant="outline">
            <a href={telegramLink(phone)} target="_blank" rel="noopener noreferrer">
              {t('catalogue.actions.telegram')}
            </a>
          </Button>
          <Button asChild size="sm" variant="ghost">
            <a href={`tel:${store.phone}`}>
              <LtrText>{localizeDigits(store.phone, language)}</LtrText>
            </a>
          </Button>
        </HStack>
      </Stack>
      {store.branches.length > 0 ? (
        <Box>
          <Heading as="h2" size="md" mb="2">
            {t('catalogue.store.branches')}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" as="ul" listStyleType="none">
            {store.branches.map((branch) => (
              <Stack as="li" key={branch.id} gap="1" borderWidth="1px" rounded="lg" p="3">
                <Text fontWeight="semibold">{branch.name}</Text>
                <Text fontSize="sm">
                  {composeAddress(
                    { street: branch.address, area: branch.area, governorate: branch.governorate },
                    language,
                  )}
                </Text>
                {branch.phone ? (
                  <Text fontSize="sm">
                    <LtrText>{localizeDigits(branch.phone, language)}</LtrText>
                  </Text>
                ) : null}
                <MapLink href={branch.location} />
              </Stack>
            ))}
          </SimpleGrid>
        </Box>
      ) : null}
    </Stack>
  );
}
