import { Alert, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { CONTACT_THANKS_KEY } from '@domain/contracts/catalogue-content.contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageHead } from '@/lib/head';
import { ContactForm } from '@/features/static-pages/contact-form';

/** `/contact-us`: a message to the site team (`POST /api/contact-us`), then a thank-you. */
export function Component() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  usePageHead({ title: t('pages.contact_us.title'), description: t('catalogue.contact.intro') });
  return (
    <Container maxW="2xl" py={{ base: '6', md: '10' }}>
      <Stack gap="5">
        <Heading as="h1" size="2xl">
          {t('pages.contact_us.title')}
        </Heading>
        {sent ? (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t(CONTACT_THANKS_KEY)}</Alert.Title>
              <Alert.Description>
                <Stack gap="3" mt="2" align="start">
                  <Text>{t('catalogue.contact.thanks_detail')}</Text>
                  <Button asChild size="sm" variant="outline">
                    <Link to="/">{t('common.actions.back_home')}</Link>
                  </Button>
                </Stack>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : (
          <>
            <Text color="fg.muted">{t('catalogue.contact.intro')}</Text>
            <ContactForm onSent={() => setSent(true)} />
          </>
        )}
      </Stack>
    </Container>
  );
}
