import { Box, Button, HStack, Text } from '@chakra-ui/react';
import type { ProductDetail } from '@domain/contracts/catalogue-products.contract';
import { impliedChoices } from '@domain/catalogue/implied-choices';
import { useState, type ReactNode } from 'react';
import { inLanguageDigits } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

type Attribute = ProductDetail['attributes'][number];
type Value = Attribute['values'][number];

/** The values chosen per attribute id (spec §8: required attributes must have one). */
export type Chosen = Record<number, number[]>;

/**
 * The choice state of a product's attributes: a single-choice attribute keeps one value, a
 * multi-choice one toggles each; `onChange` runs on every toggle (a "choose the required ones"
 * message is cleared by it).
 */
export function useAttributeChoices(onChange?: () => void, attributes: readonly Attribute[] = []) {
  const [chosen, setChosen] = useState<Chosen>(() =>
    Object.fromEntries(
      [
        ...impliedChoices(
          attributes.map((attribute) => ({
            id: attribute.id,
            required: attribute.required,
            valueIds: attribute.values.map((value) => value.id),
          })),
        ),
      ].map(([id, value]) => [id, [value]]),
    ),
  );
  const toggle = (attributeId: number, valueId: number, multi: boolean) => {
    onChange?.();
    setChosen((current) => {
      const now = current[attributeId] ?? [];
      const next = now.includes(valueId)
        ? now.filter((id) => id !== valueId)
        : multi
          ? [...now, valueId]
          : [valueId];
      return { ...current, [attributeId]: next };
    });
  };
  const missingAmong = (attributes: readonly Attribute[]) =>
    attributes.some((attribute) => attribute.required && !(chosen[attribute.id]?.length ?? 0));
  return { chosen, toggle, missingAmong, ids: Object.values(chosen).flat() };
}

/**
 * A product's attributes as groups of toggle buttons (a colour value shows its swatch; a required
 * attribute is starred). Used by add to cart (product page) and by a store's offer in a chat.
 */
export function AttributeChoices({
  attributes,
  chosen,
  onToggle,
  size,
  heading,
  valueExtra,
}: {
  attributes: readonly Attribute[];
  chosen: Chosen;
  onToggle: (attributeId: number, valueId: number, multi: boolean) => void;
  size: 'sm' | 'xs';
  heading: (attribute: Attribute) => ReactNode;
  valueExtra?: (attribute: Attribute, value: Value) => ReactNode;
}) {
  const language = useLanguage();
  return attributes.map((attribute) => (
    <Box key={attribute.id} role="group" aria-label={attribute.name}>
      <Text fontSize={size} fontWeight="semibold" mb="1">
        {heading(attribute)}
        {attribute.required ? (
          <Text as="span" color="fg.error" ms="1">
            *
          </Text>
        ) : null}
      </Text>
      <HStack gap={size === 'sm' ? '2' : '1'} wrap="wrap">
        {attribute.values.map((value) => {
          const on = chosen[attribute.id]?.includes(value.id) ?? false;
          return (
            <Button
              key={value.id}
              size={size}
              variant={on ? 'solid' : 'outline'}
              colorPalette="brand"
              bg={on || size === 'sm' ? undefined : 'bg.panel'}
              aria-pressed={on}
              onClick={() => onToggle(attribute.id, value.id, attribute.multiSelect)}
            >
              {value.color ? (
                <Box as="span" boxSize="3" rounded="full" bg={value.color} borderWidth="1px" />
              ) : null}
              {inLanguageDigits(value.name, language)}
              {valueExtra?.(attribute, value)}
            </Button>
          );
        })}
      </HStack>
    </Box>
  ));
}
