import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ResourceColumn } from './resource';

/** A column's priority when it declares none: always shown. */
export const ESSENTIAL = 1;

/**
 * The ids of a table's columns in the order they give way when the table is too wide for its box:
 * the highest `priority` number first, the later column first among equals. Essential columns and
 * the card title never give way.
 */
export function hidingOrder<Row>(columns: ResourceColumn<Row>[]): string[] {
  return columns
    .map((column, index) => ({ column, index, priority: column.priority ?? ESSENTIAL }))
    .filter(({ column, priority }) => priority > ESSENTIAL && column.card !== 'title')
    .sort((a, b) => b.priority - a.priority || b.index - a.index)
    .map(({ column }) => column.id);
}

/**
 * Hides a desk table's low-priority columns, one at a time, until it is no wider than its box, so
 * the row buttons at its end are on screen without scrolling sideways. It measures before the
 * browser paints (no flash of the wide table) and starts over when the box's width or the content
 * (`contentKey`: rows, language) changes; a table that grows later hides more. A box with no width
 * (the phone's cards) hides nothing.
 */
export function useColumnsThatFit<Row>(columns: ResourceColumn<Row>[], contentKey: unknown) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [boxWidth, setBoxWidth] = useState(0);
  const order = useMemo(() => hidingOrder(columns), [columns]);
  const [fit, setFit] = useState<{ key: unknown; width: number; hidden: number }>({
    key: contentKey,
    width: boxWidth,
    hidden: 0,
  });
  const hidden = fit.key === contentKey && fit.width === boxWidth ? fit.hidden : 0;

  // The box's width, and the table's own size: a cell whose text arrives later (a category's
  // name) can widen the table after it was measured.
  const [tableResizes, setTableResizes] = useState(0);
  useEffect(() => {
    const box = boxRef.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const boxObserver = new ResizeObserver(() => setBoxWidth(box.clientWidth));
    const tableObserver = new ResizeObserver(() => setTableResizes((count) => count + 1));
    boxObserver.observe(box);
    if (box.firstElementChild) tableObserver.observe(box.firstElementChild);
    return () => {
      boxObserver.disconnect();
      tableObserver.disconnect();
    };
  }, []);

  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box || box.clientWidth === 0 || hidden >= order.length) return;
    if (box.scrollWidth > box.clientWidth) {
      setFit({ key: contentKey, width: boxWidth, hidden: hidden + 1 });
    }
  }, [hidden, order.length, contentKey, boxWidth, tableResizes]);

  const hiddenIds = useMemo(() => new Set(order.slice(0, hidden)), [order, hidden]);
  return { boxRef, hiddenIds };
}
