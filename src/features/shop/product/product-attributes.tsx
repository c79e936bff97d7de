import { Box, Heading, HStack, Table, Text, Wrap } from '@chakra-ui/react';
import type { ProductDetail } from '@domain/contracts/catalogue-products.contract';
import { useTranslation } from 'react-i18next';
import { LtrText } from '@/components/ltr-text';
import { formatMoney, inLanguageDigits } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

/** Main attributes with their chosen sub-attributes (swatch and extra price when there is one). */
export function ProductAttributes({ attributes }: { attributes: ProductDetail['attributes'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (attributes.length === 0) return null;
  return (
    <Box>
      <Heading as="h2" size="md" mb="2">
        {t('catalogue.product.attributes')}
      </Heading>
      <Table.Root size="sm" variant="outline" rounded="lg">
        <Table.Body>
          {attributes.map((attribute) => (
            <Table.Row key={attribute.id}>
              <Table.Cell fontWeight="medium" width="35%">
                {attribute.name}
              </Table.Cell>
              <Table.Cell>
                <Wrap gap="3">
                  {attribute.values.map((value) => (
                    <HStack key={value.id} gap="2">
                      {value.color ? (
                        <Box
                          boxSize="3.5"
                          rounded="full"
                          borderWidth="1px"
                          style={{ background: value.color }}
                          aria-hidden
                        />
                      ) : null}
                      <Text>{inLanguageDigits(value.name, language)}</Text>
                      {value.extraPrice ? (
                        <Text fontSize="xs" color="fg.muted">
                          +<LtrText>{formatMoney(value.extraPrice, language)}</LtrText>
                        </Text>
                      ) : null}
                    </HStack>
                  ))}
                </Wrap>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
