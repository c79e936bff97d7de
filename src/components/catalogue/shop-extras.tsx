import { Box } from '@chakra-ui/react';
import type { ProductDetail } from '@domain/contracts/catalogue-products.contract';
import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type RefCallback,
} from 'react';

/**
 * Controls that features add to shared catalogue components (the favourite heart, the follow
 * button) without those components importing features: the shop's composition layer provides
 * them once the page is interactive (src/app/routes/shop/shop-extras.tsx). Until then, and on the
 * server, nothing is rendered; the slots keep their size so nothing moves when they arrive. Each
 * control may be a lazy component: a slot waits for its own control only (`Suspense`).
 */
export interface ShopExtras {
  Favourite: ComponentType<{ type: 'products' | 'stores'; id: number; name: string }>;
  Follow: ComponentType<{ storeId: number; storeName: string }>;
  /** The ratings of a product or store: average, the shopper's own (editable), the list. */
  Ratings: ComponentType<{ kind: 'product' | 'store'; id: number }>;
  /** Choosing attributes and quantity and adding to the cart. */
  AddToCart: ComponentType<{ product: ProductDetail }>;
  Chat: ComponentType<{ storeId: number; storeName: string; productId?: number }>;
}

export const ShopExtrasContext = createContext<ShopExtras | null>(null);

/**
 * The page's extras once this slot's own task has come: every slot of a page gets its control in a
 * task of its own (a context change renders every consumer in one pass; a heart on each of 24 cards
 * was a 100+ ms task at Lighthouse's 4× CPU slowdown). `wanted` false keeps the slot empty.
 */
function useSlotExtras(wanted = true): ShopExtras | null {
  const extras = useContext(ShopExtrasContext);
  const [turn, setTurn] = useState(false);
  const waiting = extras !== null && wanted && !turn;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setTurn(true), 0);
    return () => clearTimeout(timer);
  }, [waiting]);
  return turn && wanted ? extras : null;
}

/**
 * The favourite heart over a card's image corner (absolutely placed: no layout shift), once the
 * card nears the viewport: a grid of 24 cards rendered, committed and laid out 24 hearts in one
 * go after hydration (130–190 ms at Lighthouse's 4× CPU slowdown); now only the visible ones.
 */
export function FavouriteCorner(props: { type: 'products' | 'stores'; id: number; name: string }) {
  const [ref, near] = useNearViewport();
  const extras = useSlotExtras(near);
  return (
    <Box ref={ref} position="absolute" top="2" insetInlineEnd="2" zIndex="1">
      {extras ? (
        <Suspense fallback={null}>
          <extras.Favourite {...props} />
        </Suspense>
      ) : null}
    </Box>
  );
}

/** The favourite heart in a page's flow, in a box of its final size. */
export function FavouriteSlot(props: { type: 'products' | 'stores'; id: number; name: string }) {
  const extras = useSlotExtras();
  return (
    <Box boxSize="10">
      {extras ? (
        <Suspense fallback={null}>
          <extras.Favourite {...props} />
        </Suspense>
      ) : null}
    </Box>
  );
}

/** The follow button in a page's flow, in a box of its final height. */
export function FollowSlot(props: { storeId: number; storeName: string }) {
  const extras = useSlotExtras();
  return (
    <Box minH="10">
      {extras ? (
        <Suspense fallback={null}>
          <extras.Follow {...props} />
        </Suspense>
      ) : null}
    </Box>
  );
}

/** Whether the element has come near the viewport (once true, stays true). */
function useNearViewport(): [RefCallback<HTMLElement>, boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: '0px 0px 25% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, near];
}

/**
 * The ratings section of a product or store page (below the fold): a fixed-height placeholder
 * until the shop's extras arrive and the section nears the viewport (a quarter screen), so the
 * page above never moves and a page nobody scrolls loads neither the section nor its contract.
 */
export function RatingsSlot(props: { kind: 'product' | 'store'; id: number }) {
  const [ref, near] = useNearViewport();
  const extras = useSlotExtras(near);
  return (
    <Box minH="40" ref={ref}>
      {extras ? (
        <Suspense fallback={null}>
          <extras.Ratings {...props} />
        </Suspense>
      ) : null}
    </Box>
  );
}

/**
 * The height the add-to-cart block takes once it arrives: per attribute its heading (25 px) and
 * rows of 36-px value buttons 8 px apart, 12 px between blocks, then the 48-px button row. The
 * rows are guessed from the values per row a phone (4) and a desk column (8) fit, so the page
 * rendered on the server already holds the room and nothing below it moves.
 */
function addToCartHeight(attributes: ProductDetail['attributes'], perRow: number): string {
  const blocks = attributes.reduce((height, attribute) => {
    const rows = Math.max(1, Math.ceil(attribute.values.length / perRow));
    return height + 25 + rows * 36 + (rows - 1) * 8 + 12;
  }, 0);
  return `${blocks + 48}px`;
}

/** Add to cart on the product page, in a box that keeps room for it before it arrives. */
export function AddToCartSlot({ product }: { product: ProductDetail }) {
  const extras = useSlotExtras();
  return (
    <Box
      minH={{
        base: addToCartHeight(product.attributes, 4),
        md: addToCartHeight(product.attributes, 8),
      }}
    >
      {extras ? (
        <Suspense fallback={null}>
          <extras.AddToCart product={product} />
        </Suspense>
      ) : null}
    </Box>
  );
}

/** The "chat with the store" button in a page's flow, in a box of its final height. */
export function ChatSlot(props: { storeId: number; storeName: string; productId?: number }) {
  const extras = useSlotExtras();
  return (
    <Box minH="10">
      {extras ? (
        <Suspense fallback={null}>
          <extras.Chat {...props} />
        </Suspense>
      ) : null}
    </Box>
  );
}
